import { useQuery } from '@tanstack/react-query';
import { getSalesPersons } from '@dukani/contracts/routes/get-sales-persons';
import { apiCall } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** F13: who may be named as the salesperson. */
export function useSalesPersons(businessId: number) {
  return useQuery({
    queryKey: userKeys.salesPersons(businessId),
    queryFn: ({ signal }) => apiCall(getSalesPersons, { params: { businessId }, signal }),
    staleTime: 300_000,
  });
}
