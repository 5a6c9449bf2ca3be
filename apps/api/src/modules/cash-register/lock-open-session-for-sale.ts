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

/** The same lock as a scalar subquery (the session's id or null), for a sale that reads its context in one statement. */
export function lockOpenSessionForSaleSubquery(tx: DbOrTx, options: { businessId: number; userId: number }): SQL {
  const query = tx
    .select({ id: cashSessions.id })
    .from(cashSessions)
    .where(and(scoped(cashSessions, options), eq(cashSessions.userId, options.userId), eq(cashSessions.status, 'Open')))
    .for('share');
  return sql`(${query})`;
}
