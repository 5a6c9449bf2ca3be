import { asc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { findSigningDevice } from './etims.queries';
import { etimsDevices } from './etims.schema';

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

/** The same seller as a scalar subquery (JSON or null), for a sale that reads its context in one statement. */
export function fiscalSellerSubquery(db: DbOrTx, businessId: number): SQL {
  const d = etimsDevices;
  const query = db
    .select({ seller: sql`json_build_object('tin', ${d.tin}, 'bhfId', ${d.bhfId}, 'sdcId', ${d.sdcId}, 'mrcNo', ${d.mrcNo}, 'registeredOn', ${d.createdOn})` })
    .from(d)
    .where(scoped(d, { businessId }))
    .orderBy(asc(d.id))
    .limit(1);
  return sql`(${query})`;
}

export function fiscalSellerFromJson(json: unknown): FiscalSeller | null {
  if (!json) return null;
  const row = json as Omit<FiscalSeller, 'registeredOn'> & { registeredOn: string };
  return { tin: row.tin, bhfId: row.bhfId, sdcId: row.sdcId, mrcNo: row.mrcNo ?? null, registeredOn: new Date(row.registeredOn) };
}
