import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { cashSessions } from './cash-register.schema';

/** Closed shifts an Owner or Admin has not approved yet (F12). */
export async function countSessionsAwaitingApproval(db: DbOrTx, businessId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cashSessions)
    .where(and(scoped(cashSessions, { businessId }), eq(cashSessions.status, 'Closed')));
  return row?.count ?? 0;
}
