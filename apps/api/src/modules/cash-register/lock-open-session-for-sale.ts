import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { cashSessions } from './cash-register.schema';

/**
 * The cashier's Open session a sale attaches to, read FOR SHARE: a close (K4 locks the row FOR UPDATE)
 * waits for the sale, so the sale is counted in the drawer.
 */
export async function lockOpenSessionForSale(tx: DbOrTx, options: { businessId: number; userId: number }): Promise<{ id: number } | undefined> {
  const [session] = await tx
    .select()
    .from(cashSessions)
    .where(and(scoped(cashSessions, options), eq(cashSessions.userId, options.userId), eq(cashSessions.status, 'Open')))
    .for('share');
  return session;
}

/**
 * The same lock as a scalar subquery (the session's id or null), for a sale that reads its context in one statement.
 * `lock: false` for a sale that takes the lock in its write statement instead (sessionStillOpenCte): read alone, a
 * lock would make the read a transaction of its own with a commit to wait for.
 */
export function lockOpenSessionForSaleSubquery(tx: DbOrTx, options: { businessId: number; userId: number }, lock = true): SQL {
  const query = tx
    .select({ id: cashSessions.id })
    .from(cashSessions)
    .where(and(scoped(cashSessions, options), eq(cashSessions.userId, options.userId), eq(cashSessions.status, 'Open')));
  return sql`(${lock ? query.for('share') : query})`;
}

/**
 * The session a sale read as Open, locked FOR SHARE by the sale's write statement itself (a statement committed on
 * its own): a CTE body with the session's row while it is still Open, none once a close has committed meanwhile. A
 * close in progress (K4 holds the row FOR UPDATE) is waited for and then seen; a close that comes later waits for the
 * sale, so the sale is counted in the drawer either way.
 */
export function sessionStillOpenCte(tx: DbOrTx, options: { businessId: number; sessionId: number }): SQL {
  const query = tx
    .select({ id: cashSessions.id })
    .from(cashSessions)
    .where(and(scoped(cashSessions, options), eq(cashSessions.id, options.sessionId), eq(cashSessions.status, 'Open')))
    .for('share');
  return query.getSQL();
}
