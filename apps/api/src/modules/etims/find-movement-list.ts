import { desc } from 'drizzle-orm';
import type { RouteResult, getEtimsMovementList, getEtimsStockReports } from '@dukani/contracts';
import type { Db } from '../../db/client';
import type { EtimsConnection } from '../../lib/etims-connection';
import { scoped } from '../../lib/scoped';
import { getSigningDevice, toAuthorityError } from './etims.queries';
import { etimsStockReports } from './etims.schema';

const isoDay = (stamp: string | null) => (stamp && /^\d{8}/.test(stamp) ? `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}` : '');

/** P2 (§13 GetEtimsMovementList → selectStockMoveList): movements another branch sent here, one row per line. */
export async function findMovementList(
  db: Db,
  o: { businessId: number; startDate: string; connection: EtimsConnection },
): Promise<RouteResult<typeof getEtimsMovementList>> {
  const device = await getSigningDevice(db, o.businessId);
  const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
  const answer = await client.selectStockMoveList(`${o.startDate.replaceAll('-', '')}000000`).catch((err: unknown) => {
    throw toAuthorityError(err);
  });
  return answer.list.flatMap((movement) =>
    movement.itemList.map((line) => ({
      itemCode: String(line.itemCd ?? ''),
      name: String(line.itemNm ?? ''),
      quantity: line.qty,
      sarTyCd: '04',
      occurredDate: isoDay(movement.ocrnDt === null ? null : String(movement.ocrnDt)),
      branchId: String(movement.custBhfId ?? ''),
      releaseNo: movement.sarNo,
    })),
  );
}

/** P17 (added): our stock reports, newest first, for the Tax authority screens. */
export async function findStockReports(db: Db, o: { businessId: number }): Promise<RouteResult<typeof getEtimsStockReports>> {
  const rows = await db.select().from(etimsStockReports).where(scoped(etimsStockReports, o)).orderBy(desc(etimsStockReports.id)).limit(500);
  return rows.map((row) => ({
    releaseNo: row.sarNo,
    sarTyCd: row.sarTyCd,
    occurredDate: row.occurredOn,
    itemCount: row.lines.length,
    transactionId: row.transactionId,
    state: row.state,
    error: row.lastError,
    createdOn: row.createdOn.toISOString(),
    lines: row.lines.map(({ productId, name, quantity, onHand }) => ({ productId, name, quantity, onHand })),
  }));
}
