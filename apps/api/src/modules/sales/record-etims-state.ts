import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { transactions, type StoredEtims } from './sales.schema';

export interface RecordEtimsStateOptions {
  businessId: number;
  transactionId: number;
  /** API.md sale rule 8: 1 unsent (or refused), 2 waiting for the authority, 3 signed. */
  salesStatus: 1 | 2 | 3;
  etims?: StoredEtims;
  /** The authority's refusal in its own words; null clears it. */
  etimsError?: string | null;
}

/**
 * The tax authority's progress on a sale or credit note, written by the eTIMS send jobs. A voided sale
 * (salesStatus 4) is never moved (false); `etims` is only ever set together with status 3.
 */
export async function recordEtimsState(db: DbOrTx, o: RecordEtimsStateOptions): Promise<boolean> {
  const updated = await db
    .update(transactions)
    .set({
      salesStatus: o.salesStatus,
      etims: o.salesStatus === 3 ? (o.etims ?? null) : null,
      ...(o.etimsError !== undefined ? { etimsError: o.etimsError } : {}),
    })
    .where(and(scoped(transactions, o), eq(transactions.id, o.transactionId), ne(transactions.salesStatus, 4)))
    .returning({ id: transactions.id });
  return updated.length > 0;
}
