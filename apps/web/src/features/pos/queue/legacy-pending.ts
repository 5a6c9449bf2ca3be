import type { SalePayload } from '@dukani/contracts';

/** A sale as the old localStorage queue (`heldTransactions`) kept it; read once to move it to IndexedDB. */
export interface PendingSaleV1 {
  key: string;
  userId: number;
  businessId: number;
  payload: SalePayload;
  amount: number;
  savedAt: string;
  error: string | null;
}
