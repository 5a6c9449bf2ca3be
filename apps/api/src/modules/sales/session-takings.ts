import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModeTotal } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { transactionPayments, transactions } from './sales.schema';

/**
 * What a register shift took, read from the sales, refunds and credit notes attached to it. Read-only: the
 * sales module writes these tables, the cash register reads them through this file and combines them with
 * `@dukani/domain`'s cash-up functions (the one definition of takings and net sales).
 *
 * Only live documents count: a voided sale (isDeleted) took nothing. Sums are NUMERIC in the database:
 * exact decimals, never floats.
 */
export interface SessionTakings {
  salesCount: number;
  /** Σ total of the shift's live sales. */
  grossSales: number;
  /** Σ total of the refunds and credit notes made in the shift. */
  returns: number;
  /** The sales' payment entries by mode, as handed over (PayLater included; the domain drops it). */
  paidIn: ModeTotal[];
  /** Change handed back: Σ −balance over the overpaid sales that took cash. */
  changeGiven: number;
  /** What the shift's refunds gave back, by mode. */
  paidBack: ModeTotal[];
}

const liveSalesOf = (sessionId: number) => and(eq(transactions.sessionId, sessionId), eq(transactions.kind, 'Sale'), eq(transactions.isDeleted, false));
const documentsOf = (sessionId: number) => and(eq(transactions.sessionId, sessionId), eq(transactions.isDeleted, false));

const toNumber = (value: string | number | null | undefined) => Number(value ?? 0);

export async function findSessionTakings(db: DbOrTx, sessionId: number): Promise<SessionTakings> {
  // Only a sale with a Cash entry can hand change back: any other method pays exactly what is due.
  const tookCash = sql`exists (select 1 from ${transactionPayments} tp where tp.transaction_id = ${transactions.id} and tp.payment_value = 'Cash')`;
  const isSale = sql`${transactions.kind} = 'Sale'`;
  const [totals] = await db
    .select({
      salesCount: sql<number>`(count(*) filter (where ${isSale}))::int`,
      grossSales: sql<string>`coalesce(sum(${transactions.total}) filter (where ${isSale}), 0)`,
      returns: sql<string>`coalesce(sum(${transactions.total}) filter (where not ${isSale}), 0)`,
      changeGiven: sql<string>`coalesce(sum(greatest(-${transactions.balance}, 0)) filter (where ${isSale} and ${tookCash}), 0)`,
    })
    .from(transactions)
    .where(documentsOf(sessionId));
  const payments = await db
    .select({
      kind: transactions.kind,
      paymentValue: transactionPayments.paymentValue,
      amount: sql<string>`sum(${transactionPayments.amount})`,
    })
    .from(transactionPayments)
    .innerJoin(transactions, eq(transactions.id, transactionPayments.transactionId))
    .where(and(documentsOf(sessionId), inArray(transactions.kind, ['Sale', 'Refund'])))
    .groupBy(transactions.kind, transactionPayments.paymentValue);
  const modesOf = (kind: string) =>
    payments.filter((row) => row.kind === kind).map((row) => ({ paymentValue: row.paymentValue, amount: toNumber(row.amount) }));
  return {
    salesCount: toNumber(totals?.salesCount),
    grossSales: toNumber(totals?.grossSales),
    returns: toNumber(totals?.returns),
    paidIn: modesOf('Sale'),
    changeGiven: toNumber(totals?.changeGiven),
    paidBack: modesOf('Refund'),
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
