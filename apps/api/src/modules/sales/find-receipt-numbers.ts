import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { transactions } from './sales.schema';

/** Receipt numbers by sale id, for rows of other modules that point at a sale (a stock movement's history line). */
export async function findReceiptNumbers(db: DbOrTx, businessId: number, transactionIds: readonly number[]): Promise<Map<number, string>> {
  if (transactionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: transactions.id, receiptNo: transactions.receiptNo })
    .from(transactions)
    .where(and(scoped(transactions, { businessId }), inArray(transactions.id, [...transactionIds])));
  return new Map(rows.map((row) => [row.id, row.receiptNo]));
}
