import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModeTotal } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { MONEY_BACK_KINDS, findTakings, type Takings } from './sales-figures';
import { transactionPayments, transactions } from './sales.schema';

/**
 * What a register shift took, read from the sales, refunds and credit notes attached to it. Read-only: the
 * sales module writes these tables, the cash register reads them through this file and combines them with
 * `@dukani/domain`'s cash-up functions (the one definition of takings and net sales).
 *
 * Only live documents count: a voided sale (isDeleted) took nothing. Sums are NUMERIC in the database:
 * exact decimals, never floats.
 */
export type SessionTakings = Takings;

const liveSalesOf = (sessionId: number) => and(eq(transactions.sessionId, sessionId), eq(transactions.kind, 'Sale'), eq(transactions.isDeleted, false));

const toNumber = (value: string | number | null | undefined) => Number(value ?? 0);

export function findSessionTakings(db: DbOrTx, sessionId: number): Promise<SessionTakings> {
  return findTakings(db, and(eq(transactions.sessionId, sessionId), eq(transactions.isDeleted, false))!);
}

/** Sales still attached to a session: a closed session's count is not frozen with its totals. */
export async function countSessionSales(db: DbOrTx, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(transactions)
    .where(liveSalesOf(sessionId));
  return toNumber(row?.count);
}

/** countSessionSales for many sessions in one statement (a list or report of shifts): sessions with none are absent. */
export async function countSalesBySession(db: DbOrTx, sessionIds: readonly number[]): Promise<Map<number, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: transactions.sessionId, count: sql<number>`count(*)::int` })
    .from(transactions)
    .where(and(inArray(transactions.sessionId, [...sessionIds]), eq(transactions.kind, 'Sale'), eq(transactions.isDeleted, false)))
    .groupBy(transactions.sessionId);
  return new Map(rows.map((row) => [row.sessionId!, toNumber(row.count)]));
}

/** The refunds and credit notes given back during a session: how many, how much, and by which way the money went back. */
export async function findSessionRefunds(db: DbOrTx, sessionId: number): Promise<{ count: number; amount: number; byMode: ModeTotal[] }> {
  const refundsOf = and(eq(transactions.sessionId, sessionId), inArray(transactions.kind, MONEY_BACK_KINDS), eq(transactions.isDeleted, false));
  const [totals] = await db
    .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${transactions.total}), 0)` })
    .from(transactions)
    .where(refundsOf);
  const byMode = await db
    .select({ paymentValue: transactionPayments.paymentValue, amount: sql<string>`sum(${transactionPayments.amount})` })
    .from(transactionPayments)
    .innerJoin(transactions, eq(transactions.id, transactionPayments.transactionId))
    .where(refundsOf)
    .groupBy(transactionPayments.paymentValue);
  return {
    count: toNumber(totals?.count),
    amount: toNumber(totals?.amount),
    byMode: byMode.map((row) => ({ paymentValue: row.paymentValue, amount: toNumber(row.amount) })),
  };
}
