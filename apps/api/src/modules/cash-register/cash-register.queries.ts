import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { cashSessions } from './cash-register.schema';
import { scoped } from '../../lib/scoped';

export type CashSessionRow = typeof cashSessions.$inferSelect;

/** A session with the name of the cashier who opened it. */
export interface CashSessionRecord {
  session: CashSessionRow;
  userName: string;
}

const withUserName = { session: cashSessions, userName: users.name };

export async function getSessionRecord(db: DbOrTx, sessionId: number, options: { forUpdate?: boolean } = {}): Promise<CashSessionRecord | undefined> {
  const query = db.select(withUserName).from(cashSessions).innerJoin(users, eq(users.id, cashSessions.userId)).where(eq(cashSessions.id, sessionId));
  // Closing and editing lock the row: a sale attaching to the session (FOR SHARE in the sales module)
  // waits, so a close never freezes totals that miss a sale committed a moment later.
  const [row] = options.forUpdate ? await query.for('update', { of: cashSessions }) : await query;
  return row;
}

/** The caller's Open session in the business; the partial unique index allows at most one. */
export async function findOpenSessionRecord(db: DbOrTx, businessId: number, userId: number): Promise<CashSessionRecord | undefined> {
  const [row] = await db
    .select(withUserName)
    .from(cashSessions)
    .innerJoin(users, eq(users.id, cashSessions.userId))
    .where(and(scoped(cashSessions, { businessId }), eq(cashSessions.userId, userId), eq(cashSessions.status, 'Open')));
  return row;
}

/** The race K3's check cannot see: a second tab inserting between our read and our write. */
export function isOpenSessionViolation(err: unknown): boolean {
  for (let cause: unknown = err; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === 'cash_sessions_one_open_uq';
  }
  return false;
}
