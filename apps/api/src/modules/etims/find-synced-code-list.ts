import type { CodeList } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { findSigningDevice } from './etims.queries';

/**
 * The code lists the business's device last pulled from the authority (P15), or null before a device or a pull:
 * what KRA says today, which I39 prefers to the lists shipped with the app.
 */
export async function findSyncedCodeList(db: Db, businessId: number): Promise<CodeList['clsList'] | null> {
  const device = await findSigningDevice(db, businessId);
  return device?.codeListSyncedAt ? device.codeList : null;
}
