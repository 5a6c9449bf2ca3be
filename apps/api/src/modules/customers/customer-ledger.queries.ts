import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { CreditHistoryRow } from '@dukani/contracts';
import { runningBalances } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { customerLedger } from './customers.schema';

export type LedgerDbRow = typeof customerLedger.$inferSelect;

/** A customer's ledger rows oldest first (by when the money moved, then by entry), optionally within [from, to). */
export function findLedgerRows(db: DbOrTx, customerId: number, range: { from?: Date; to?: Date } = {}): Promise<LedgerDbRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(customerLedger.customerId, customerId),
    range.from ? gte(customerLedger.transactionDate, range.from) : undefined,
    range.to ? lt(customerLedger.transactionDate, range.to) : undefined,
  ];
  return db
    .select()
    .from(customerLedger)
    .where(and(...conditions))
    .orderBy(asc(customerLedger.transactionDate), asc(customerLedger.id));
}

/** Rows (oldest first) as H9/H10 show them, each with the balance after it, starting from `opening`. */
export function toHistoryRows(rows: readonly LedgerDbRow[], opening = 0): CreditHistoryRow[] {
  const balances = runningBalances(rows, opening);
  return rows.map((row, index) => ({
    id: row.id,
    transactionDate: row.transactionDate.toISOString(),
    type: row.type,
    amount: row.amount,
    transactionId: row.transactionId ?? 0,
    paymentModes: row.paymentModes,
    dueDate: row.dueDate,
    note: row.note,
    balanceAfter: balances[index] ?? opening,
  }));
}
