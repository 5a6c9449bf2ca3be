import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPosPaymentModes } from '@dukani/contracts/routes/get-pos-payment-modes';
import { apiCall } from '@/lib/api-client';
import { posKeys } from '@/api/pos/pos-keys';

/** J1: built-in modes, the shop's own methods and whether mobile money is on. */
export const paymentModesQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: posKeys.paymentModes(businessId),
    queryFn: ({ signal }) => apiCall(getPosPaymentModes, { params: { businessId }, signal }),
    staleTime: 60_000,
  });

export function usePaymentModes(businessId: number) {
  return useQuery(paymentModesQueryOptions(businessId));
}
