import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModeTotal } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { transactionPayments, transactions } from './sales.schema';

/**
 * What a register session took, read from the sales attached to it. Read-only: the sales module writes
 * these tables, the cash register reads them through this file.
 *
 * Only live sales count: a voided sale (isDeleted) took nothing. A refund paid back from this shift's drawer
 * counts against its mode (cash out of the drawer); credit notes move no money through a drawer.
 * Sums are NUMERIC in the database: exact decimals, never floats.
 */
export interface SessionTakings {
  salesCount: number;
  /** Σ (total + shippingFee): what the session sold, paid now or on credit. */
  totalSales: number;
  /** Σ amount per paymentValue, refunds paid back subtracted (PayLater included; the domain's salesByMode drops it). */
  payments: ModeTotal[];
  /** Change handed back: Σ −balance over the overpaid sales that took cash. */
  changeGiven: number;
}

const liveSalesOf = (sessionId: number) => and(eq(transactions.sessionId, sessionId), eq(transactions.kind, 'Sale'), eq(transactions.isDeleted, false));
const moneyMovesOf = (sessionId: number) =>
  and(eq(transactions.sessionId, sessionId), inArray(transactions.kind, ['Sale', 'Refund']), eq(transactions.isDeleted, false));

const toNumber = (value: string | number | null | undefined) => Number(value ?? 0);

export async function findSessionTakings(db: DbOrTx, sessionId: number): Promise<SessionTakings> {
  // Only a sale with a Cash entry can hand change back: any other method pays exactly what is due.
  const tookCash = sql`exists (select 1 from ${transactionPayments} tp where tp.transaction_id = ${transactions.id} and tp.payment_value = 'Cash')`;
  const [totals] = await db
    .select({
      salesCount: sql<number>`count(*)::int`,
      totalSales: sql<string>`coalesce(sum(${transactions.total} + ${transactions.shippingFee}), 0)`,
      changeGiven: sql<string>`coalesce(sum(greatest(-${transactions.balance}, 0)) filter (where ${tookCash}), 0)`,
    })
    .from(transactions)
    .where(liveSalesOf(sessionId));
  const payments = await db
    .select({
      paymentValue: transactionPayments.paymentValue,
      amount: sql<string>`sum(case when ${transactions.kind} = 'Refund' then -${transactionPayments.amount} else ${transactionPayments.amount} end)`,
    })
    .from(transactionPayments)
    .innerJoin(transactions, eq(transactions.id, transactionPayments.transactionId))
    .where(moneyMovesOf(sessionId))
    .groupBy(transactionPayments.paymentValue);
  return {
    salesCount: toNumber(totals?.salesCount),
    totalSales: toNumber(totals?.totalSales),
    payments: payments.map((row) => ({ paymentValue: row.paymentValue, amount: toNumber(row.amount) })),
    changeGiven: toNumber(totals?.changeGiven),
  };
}

/** Sales still attached to a session: a closed session's count is not frozen with its totals. */
export async function countSessionSales(db: DbOrTx, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(transactions)
    .where(liveSalesOf(sessionId));
  return toNumber(row?.count);
}

/** The refunds paid back during a session: how many, how much, and by which way the money went back. */
export async function findSessionRefunds(db: DbOrTx, sessionId: number): Promise<{ count: number; amount: number; byMode: ModeTotal[] }> {
  const refundsOf = and(eq(transactions.sessionId, sessionId), eq(transactions.kind, 'Refund'), eq(transactions.isDeleted, false));
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
