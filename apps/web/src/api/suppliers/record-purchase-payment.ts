import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchasePaymentInput } from '@dukani/contracts';
import { recordPurchasePayment } from '@dukani/contracts/routes/record-purchase-payment';
import { apiCall } from '@/lib/api-client';
import { invalidateResources } from '@/api/invalidate';
import { expenseKeys } from '@/api/expenses/expense-keys';
import { supplierKeys } from './supplier-keys';

/** N7: pays towards a purchase; every balance on screen (list, supplier page, expenses) refreshes. */
export function useRecordPurchasePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PurchasePaymentInput; idempotencyKey: string }) =>
      apiCall(recordPurchasePayment, { body: input, idempotencyKey }),
    onSuccess: () => invalidateResources(queryClient, supplierKeys, expenseKeys),
  });
}
