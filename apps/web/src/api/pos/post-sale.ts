import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SalePayload, Transaction } from '@dukani/contracts';
import { addSale } from '@dukani/contracts/routes/add-sale';
import { postQuickSale } from '@dukani/contracts/routes/post-quick-sale';
import { apiCall } from '@/lib/api-client';
import { bundleKeys } from '@/api/bundles/bundle-keys';
import { customerKeys } from '@/api/customers/customer-keys';
import { invalidateResources } from '@/api/invalidate';
import { notificationKeys } from '@/api/notifications/notifications';
import { reportKeys } from '@/api/reports/dashboard';
import { productKeys } from '@/api/products/product-keys';
import { posKeys } from './pos-keys';

/** A flaky line can leave a request hanging for minutes; past this, it counts as no answer (a retry is safe). */
export const SALE_ANSWER_TIMEOUT_MS = 20_000;

/**
 * K1, or L6 for a quick sale. The caller keeps one Idempotency-Key per checkout and sends it on every
 * retry, so a sale whose answer was lost on a flaky line is recorded once.
 */
export function usePostSale(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Not paused while the browser says it is offline: the cashier must see at once that there is no answer
    // and choose to retry or to keep the sale for later, with a customer waiting.
    networkMode: 'always',
    mutationFn: ({ payload, key }: { payload: SalePayload; key: string }): Promise<Transaction> => sendSale(businessId, payload, key),
    onSuccess: () => afterSale(queryClient),
  });
}

/** One sale sent with its key, answered within SALE_ANSWER_TIMEOUT_MS or counted as no answer. */
export function sendSale(businessId: number, payload: SalePayload, key: string): Promise<Transaction> {
  return apiCall(payload.salesDesc === 'Quick Sale' ? postQuickSale : addSale, {
    params: { businessId },
    body: payload,
    idempotencyKey: key,
    signal: AbortSignal.timeout(SALE_ANSWER_TIMEOUT_MS),
  });
}

/**
 * A sale moves stock (products, bundles), may add to a customer's debt, fills the register and today's list,
 * and may raise a low-stock notice (the bell shows it now, not at its next poll).
 */
export function afterSale(queryClient: QueryClient): Promise<void> {
  return invalidateResources(queryClient, productKeys, bundleKeys, customerKeys, posKeys, notificationKeys, reportKeys);
}
