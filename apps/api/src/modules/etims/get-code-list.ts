import { eq } from 'drizzle-orm';
import type { CodeList } from '@dukani/contracts';
import { FIRST_SYNC_DATE, type CodeClass } from '@dukani/etims';
import type { Db } from '../../db/client';
import type { EtimsConnection } from '../../lib/etims-connection';
import { getSigningDevice, lockDevice, toAuthorityError } from './etims.queries';
import { etimsDevices } from './etims.schema';
import { syncItemClasses } from './sync-item-classes';

export interface GetCodeListOptions {
  businessId: number;
  connection: EtimsConnection;
}

type StoredClass = CodeList['clsList'][number];

/** Upsert by class, then by code within it (§11.4: codes are keyed by class + code). */
export function mergeCodeClasses(stored: readonly StoredClass[], pulled: readonly CodeClass[]): StoredClass[] {
  const byClass = new Map(stored.map((entry) => [entry.cdCls, { ...entry, dtlList: [...entry.dtlList] }]));
  for (const pulledClass of pulled) {
    const target = byClass.get(pulledClass.cdCls) ?? { cdCls: pulledClass.cdCls, cdClsNm: '', dtlList: [] };
    target.cdClsNm = pulledClass.cdClsNm ?? target.cdClsNm;
    const codes = new Map(target.dtlList.map((code) => [code.cd, code]));
    for (const code of pulledClass.dtlList) {
      if (code.useYn === 'N') codes.delete(code.cd);
      else codes.set(code.cd, { cd: code.cd, cdNm: code.cdNm ?? code.cd });
    }
    target.dtlList = [...codes.values()];
    byClass.set(pulledClass.cdCls, target);
  }
  return [...byClass.values()].sort((a, b) => a.cdCls.localeCompare(b.cdCls));
}

/**
 * P15 (§13 GetEtimsCodeList → selectCodeList): pull what changed since the device's last pull (`lastReqDt` =
 * the last answer's `resultDt`, §11.4), merge it into the stored copy and answer the whole list. When the
 * authority cannot be reached the stored copy is the answer, unless there is none yet.
 */
export async function getCodeList(db: Db, o: GetCodeListOptions): Promise<CodeList> {
  const device = await getSigningDevice(db, o.businessId);
  const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  let answer: Awaited<ReturnType<typeof client.selectCodeList>>;
  try {
    answer = await client.selectCodeList(device.codeListSyncedAt ?? FIRST_SYNC_DATE);
  } catch (err) {
    if (device.codeListSyncedAt) return { clsList: device.codeList };
    throw toAuthorityError(err);
  }
  const clsList = await db.transaction(async (tx) => {
    // Two pulls at once: the second merges into what the first stored, under the device's lock.
    const locked = await lockDevice(tx, device.id);
    const merged = mergeCodeClasses(locked.codeList, answer.list);
    await tx.update(etimsDevices).set({ codeList: merged, codeListSyncedAt: answer.resultDt }).where(eq(etimsDevices.id, device.id));
    return merged;
  });
  // Item classes (§4.7) are the other list a device keeps; they are refreshed with the codes, best effort.
  await syncItemClasses(db, o.connection, device);
  return { clsList };
}
