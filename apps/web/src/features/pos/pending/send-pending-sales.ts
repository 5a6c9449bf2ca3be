import type { Transaction } from '@dukani/contracts';
import { isApiError } from '@/lib/api-client';
import { sendSale } from '@/api/pos/post-sale';
import { usePendingSales, type PendingSale } from './pending-sales-store';

export type SendOutcome = { kind: 'sent'; transaction: Transaction } | { kind: 'recorded' } | { kind: 'kept' } | { kind: 'refused'; error: string };

/** Answers that mean "not now" rather than "no": the sale stays queued as it is. */
const isTransient = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status === 401 || error.status >= 500 || error.code === 'IDEMPOTENCY_IN_PROGRESS';

/** Sends one queued sale with its own key; the store is updated with what the server said. */
export async function sendPendingSale(sale: PendingSale): Promise<SendOutcome> {
  const store = usePendingSales.getState();
  try {
    const transaction = await sendSale(sale.businessId, sale.payload, sale.key);
    store.remove(sale.key);
    return { kind: 'sent', transaction };
  } catch (error) {
    if (isTransient(error)) return { kind: 'kept' };
    // The clientSaleId is already a sale: an earlier attempt was recorded after all.
    if (isApiError(error) && error.code === 'DUPLICATE') {
      store.remove(sale.key);
      return { kind: 'recorded' };
    }
    const message = isApiError(error) ? error.message : String(error);
    store.refuse(sale.key, message);
    return { kind: 'refused', error: message };
  }
}
