import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { transactions, type StoredEtims } from './sales.schema';

export interface EtimsSignatureRef {
  receiptNo: string;
  kind: 'Sale' | 'Refund' | 'CreditNote';
  total: number;
  /** The authority's signature as stored, or null while it has not signed. */
  etims: StoredEtims | null;
  etimsError: string | null;
}

/** Our receipt number and the authority's signature of each of the business's sales among the ids (the eTIMS export). */
export async function findEtimsSignatures(db: DbOrTx, businessId: number, transactionIds: readonly number[]): Promise<Map<number, EtimsSignatureRef>> {
  if (transactionIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: transactions.id,
      receiptNo: transactions.receiptNo,
      kind: transactions.kind,
      total: transactions.total,
      etims: transactions.etims,
      etimsError: transactions.etimsError,
    })
    .from(transactions)
    .where(and(scoped(transactions, { businessId }), inArray(transactions.id, [...new Set(transactionIds)])));
  return new Map(rows.map(({ id, ...ref }) => [id, ref]));
}
