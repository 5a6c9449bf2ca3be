import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSale, postQuickSale, type SalePayload, type Transaction } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { posKeys } from '../api/pos-keys';

/**
 * K1, or L6 for a quick sale. The caller keeps one Idempotency-Key per checkout and sends it on every
 * retry, so a sale whose answer was lost on a flaky line is recorded once.
 */
export function usePostSale(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, key }: { payload: SalePayload; key: string }): Promise<Transaction> =>
      apiCall(payload.salesDesc === 'Quick Sale' ? postQuickSale : addSale, { params: { businessId }, body: payload, idempotencyKey: key }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: posKeys.products(businessId) });
      void queryClient.invalidateQueries({ queryKey: posKeys.session(businessId) });
      void queryClient.invalidateQueries({ queryKey: posKeys.customers(businessId) });
      void queryClient.invalidateQueries({ queryKey: posKeys.todaysSales(businessId) });
    },
  });
}
