import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { CreditHistoryRow } from '@dukani/contracts';
import { roundMoney, runningBalances } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { isoTimestamp } from '../../db/columns';
import { customerLedger } from './customers.schema';

/** The columns H9/H10/H11 read: a year's statement is ~7,300 rows, and each column left out is a value not parsed. */
const ledgerColumns = {
  id: customerLedger.id,
  type: customerLedger.type,
  amount: customerLedger.amount,
  transactionId: customerLedger.transactionId,
  transactionDate: isoTimestamp(customerLedger.transactionDate),
  dueDate: customerLedger.dueDate,
  paymentModes: customerLedger.paymentModes,
  note: customerLedger.note,
};
export type LedgerDbRow = Omit<Pick<typeof customerLedger.$inferSelect, keyof typeof ledgerColumns>, 'transactionDate'> & { transactionDate: string };

/**
 * Σ credits − Σ debits of the ledger rows aggregated: what a customer owes, the SQL form of the domain's
 * `ledgerBalance` (NUMERIC, so exact to the cent). Every balance read in SQL uses this one definition.
 */
export const ledgerBalanceSum = () =>
  sql<string>`sum(case when ${customerLedger.type} = 'Credit' then ${customerLedger.amount} else -${customerLedger.amount} end)`;

/** What the customer owed before `before` (H10's opening balance), summed by the database, not row by row. */
export async function findBalanceBefore(db: DbOrTx, customerId: number, before: Date): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(${ledgerBalanceSum()}, 0)::text` })
    .from(customerLedger)
    .where(and(eq(customerLedger.customerId, customerId), lt(customerLedger.transactionDate, before)));
  return roundMoney(Number(row?.balance ?? 0));
}

/** A customer's ledger rows oldest first (by when the money moved, then by entry), optionally within [from, to). */
export function findLedgerRows(db: DbOrTx, customerId: number, range: { from?: Date; to?: Date } = {}): Promise<LedgerDbRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(customerLedger.customerId, customerId),
    range.from ? gte(customerLedger.transactionDate, range.from) : undefined,
    range.to ? lt(customerLedger.transactionDate, range.to) : undefined,
  ];
  return db
    .select(ledgerColumns)
    .from(customerLedger)
    .where(and(...conditions))
    .orderBy(asc(customerLedger.transactionDate), asc(customerLedger.id));
}

/** Rows (oldest first) as H9/H10 show them, each with the balance after it, starting from `opening`. */
export function toHistoryRows(rows: readonly LedgerDbRow[], opening = 0): CreditHistoryRow[] {
  const balances = runningBalances(rows, opening);
  return rows.map((row, index) => ({
    id: row.id,
    transactionDate: row.transactionDate,
    type: row.type,
    amount: row.amount,
    transactionId: row.transactionId ?? 0,
    paymentModes: row.paymentModes,
    dueDate: row.dueDate,
    note: row.note,
    balanceAfter: balances[index] ?? opening,
  }));
}
