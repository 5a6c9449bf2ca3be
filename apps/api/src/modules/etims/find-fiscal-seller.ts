import type { DbOrTx } from '../../db/client';
import { findSigningDevice } from './etims.queries';

export interface FiscalSeller {
  tin: string;
  bhfId: string;
  sdcId: string;
  mrcNo: string | null;
  /** Sales made before the device was registered are never sent. */
  registeredOn: Date;
}

/** Who signs the business's receipts (§9.2 seller and SCU fields), or null: without a device nothing is sent. */
export async function findFiscalSeller(db: DbOrTx, businessId: number): Promise<FiscalSeller | null> {
  const device = await findSigningDevice(db, businessId);
  return device ? { tin: device.tin, bhfId: device.bhfId, sdcId: device.sdcId, mrcNo: device.mrcNo, registeredOn: device.createdOn } : null;
}
