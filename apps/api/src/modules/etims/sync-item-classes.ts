import { eq } from 'drizzle-orm';
import { FIRST_SYNC_DATE, type ItemClass } from '@dukani/etims';
import type { Db } from '../../db/client';
import type { EtimsConnection } from '../../lib/etims-connection';
import { lockDevice, type DeviceRow } from './etims.queries';
import { etimsDevices } from './etims.schema';

type StoredClass = DeviceRow['itemClasses'][number];

/** Upsert by code; a code the authority withdrew (useYn N) leaves the list (§11.4, as for code lists). */
export function mergeItemClasses(stored: readonly StoredClass[], pulled: readonly ItemClass[]): StoredClass[] {
  const byCode = new Map(stored.map((entry) => [entry.code, entry]));
  for (const entry of pulled) {
    if (entry.useYn === 'N') byCode.delete(entry.itemClsCd);
    else byCode.set(entry.itemClsCd, { code: entry.itemClsCd, name: entry.itemClsNm ?? entry.itemClsCd });
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * Pull the item classes changed since the device's last pull (selectItemClsList, `lastReqDt` = the last answer's
 * `resultDt`) and store the merged list. Returns the stored list, or null when the authority could not be reached
 * and nothing was pulled before: the caller then answers from the lists shipped with the app.
 */
export async function syncItemClasses(db: Db, connection: EtimsConnection, device: DeviceRow): Promise<StoredClass[] | null> {
  const client = connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  let answer: Awaited<ReturnType<typeof client.selectItemClsList>>;
  try {
    answer = await client.selectItemClsList(device.itemClassesSyncedAt ?? FIRST_SYNC_DATE);
  } catch {
    return device.itemClassesSyncedAt ? device.itemClasses : null;
  }
  return db.transaction(async (tx) => {
    // Two pulls at once: the second merges into what the first stored, under the device's lock.
    const locked = await lockDevice(tx, device.id);
    const merged = mergeItemClasses(locked.itemClasses, answer.list);
    await tx.update(etimsDevices).set({ itemClasses: merged, itemClassesSyncedAt: answer.resultDt }).where(eq(etimsDevices.id, device.id));
    return merged;
  });
}
