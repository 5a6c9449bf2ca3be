import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditNoteInput, RefundInput } from '@dukani/contracts';
import { deleteTransaction } from '@dukani/contracts/routes/delete-transaction';
import { postKraCreditNote } from '@dukani/contracts/routes/post-kra-credit-note';
import { refundTransaction } from '@dukani/contracts/routes/refund-transaction';
import { apiCall } from '@/lib/api-client';
import { bundleKeys } from '@/api/bundles/bundle-keys';
import { customerKeys } from '@/api/customers/customer-keys';
import { invalidateResources } from '@/api/invalidate';
import { productKeys } from '@/api/products/product-keys';
import { stockKeys } from '@/api/stock/stock-keys';
import { posKeys } from './pos-keys';

/**
 * A void, refund or credit note can put goods back (products, bundles, stock history), change what a
 * customer owes, take cash out of the register and add a linked row to the sale and its lists.
 */
function useAfterCorrection() {
  const queryClient = useQueryClient();
  return () => invalidateResources(queryClient, posKeys, productKeys, bundleKeys, stockKeys, customerKeys);
}

/**
 * L3: void a sale still unsent to the tax authority. The caller keeps one key per confirmed void. A refusal reloads
 * the sale: the usual cause is that it reached KRA meanwhile, and the drawer then offers the refund instead.
 */
export function useVoidSale(businessId: number) {
  const queryClient = useQueryClient();
  const after = useAfterCorrection();
  return useMutation({
    mutationFn: ({ transactionId, key }: { transactionId: number; key: string }) =>
      apiCall(deleteTransaction, { params: { businessId, transactionId }, idempotencyKey: key }),
    onSuccess: after,
    onError: () => invalidateResources(queryClient, posKeys),
  });
}

/** L4: give back some lines of a sale, and the money by the modes given. */
export function useRefundSale(businessId: number) {
  const after = useAfterCorrection();
  return useMutation({
    mutationFn: ({ transactionId, body, key }: { transactionId: number; body: RefundInput; key: string }) =>
      apiCall(refundTransaction, { params: { businessId, oldTransactionId: transactionId }, body, idempotencyKey: key }),
    onSuccess: after,
  });
}

/** L5: a credit note against a sale, queued for the tax authority. */
export function useCreditNote(businessId: number) {
  const after = useAfterCorrection();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreditNoteInput; key: string }) => apiCall(postKraCreditNote, { params: { businessId }, body, idempotencyKey: key }),
    onSuccess: after,
  });
}
