import type { CodeList } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { findSigningDevice } from './etims.queries';

/**
 * The code lists the business's device last pulled from the authority (P15), or null before a device or a pull:
 * what KRA says today, which I35, I36 and I39 prefer to the lists shipped with the app.
 */
export async function findSyncedCodeList(db: Db, businessId: number): Promise<CodeList['clsList'] | null> {
  const device = await findSigningDevice(db, businessId);
  return device?.codeListSyncedAt ? device.codeList : null;
}

/**
 * The item classes of the business's device (I37), pulled by the device's back-fill job and refreshed by P15; null
 * without a device or before a pull succeeded. Never pulled here: a product form's picker must not wait on KRA.
 */
export async function findSyncedItemClasses(db: Db, businessId: number): Promise<{ code: string; name: string }[] | null> {
  const device = await findSigningDevice(db, businessId);
  return device?.itemClassesSyncedAt ? device.itemClasses : null;
}
