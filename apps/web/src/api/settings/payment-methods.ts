import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethodInput } from '@dukani/contracts';
import { createPaymentMethod } from '@dukani/contracts/routes/create-payment-method';
import { deletePaymentMethod } from '@dukani/contracts/routes/delete-payment-method';
import { apiCall } from '@/lib/api-client';
import { posKeys } from '@/api/pos/pos-keys';

/** J1 is read by the settings screen and the till alike (one query, @/api/pos/use-payment-modes). */
export { usePaymentModes } from '@/api/pos/use-payment-modes';

/** J2 and J3. */
export function usePaymentMethodActions(businessId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: posKeys.paymentModes(businessId) });
  return {
    create: useMutation({
      mutationFn: (input: PaymentMethodInput) => apiCall(createPaymentMethod, { params: { businessId }, body: input }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => apiCall(deletePaymentMethod, { params: { id, businessId } }), onSuccess: refresh }),
  };
}
