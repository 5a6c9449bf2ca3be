import { desc, eq } from 'drizzle-orm';
import type { Notice, RouteBody, getBranchNotices } from '@dukani/contracts';
import { FIRST_SYNC_DATE, parseEatDateTime } from '@dukani/etims';
import type { Db } from '../../db/client';
import type { EtimsConnection } from '../../lib/etims-connection';
import { getBranchDevice, lockDevice, toAuthorityError } from './etims.queries';
import { etimsDevices, etimsNotices } from './etims.schema';

export interface FindBranchNoticesOptions {
  input: RouteBody<typeof getBranchNotices>;
  connection: EtimsConnection;
}

/**
 * P8 (selectNoticeList): pull the notices published since the last pull (its `resultDt`, §11.4), keep them by
 * number, and answer every notice of the branch, newest first. When the authority is away the kept ones answer.
 */
export async function findBranchNotices(db: Db, o: FindBranchNoticesOptions): Promise<Notice[]> {
  const device = await getBranchDevice(db, o.input.businessId, o.input.branchId);
  const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  const pulled = await client.selectNoticeList(device.noticesSyncedAt ?? FIRST_SYNC_DATE).catch((err: unknown) => {
    if (device.noticesSyncedAt) return null;
    throw toAuthorityError(err);
  });
  if (pulled) {
    await db.transaction(async (tx) => {
      await lockDevice(tx, device.id);
      for (const notice of pulled.list) {
        const values = {
          title: notice.title ?? '',
          content: notice.cont ?? '',
          detailUrl: notice.dtlUrl,
          registeredAt: notice.regDt ? parseEatDateTime(notice.regDt) : null,
        };
        await tx
          .insert(etimsNotices)
          .values({ tenantId: device.tenantId, businessId: device.businessId, deviceId: device.id, noticeNo: notice.noticeNo, ...values })
          .onConflictDoUpdate({ target: [etimsNotices.deviceId, etimsNotices.noticeNo], set: values });
      }
      await tx.update(etimsDevices).set({ noticesSyncedAt: pulled.resultDt }).where(eq(etimsDevices.id, device.id));
    });
  }
  const rows = await db.select().from(etimsNotices).where(eq(etimsNotices.deviceId, device.id)).orderBy(desc(etimsNotices.noticeNo));
  return rows.map((row) => ({
    noticeNo: row.noticeNo,
    title: row.title,
    content: row.content,
    detailUrl: row.detailUrl,
    registeredAt: row.registeredAt?.toISOString() ?? null,
  }));
}
