import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPaymentMethod, deletePaymentMethod, getPosPaymentModes, type PaymentMethodInput } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';

/** The till reads the same J1 answer under this key, so a new method shows at checkout at once. */
const modesKey = (businessId: number) => ['pos', 'payment-modes', businessId] as const;

/** J1: built-in modes and the shop's own methods. */
export function usePaymentModes(businessId: number) {
  return useQuery({ queryKey: modesKey(businessId), queryFn: ({ signal }) => apiCall(getPosPaymentModes, { params: { businessId }, signal }) });
}

/** J2 and J3. */
export function usePaymentMethodActions(businessId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: modesKey(businessId) });
  return {
    create: useMutation({ mutationFn: (input: PaymentMethodInput) => apiCall(createPaymentMethod, { params: { businessId }, body: input }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => apiCall(deletePaymentMethod, { params: { id, businessId } }), onSuccess: refresh }),
  };
}
