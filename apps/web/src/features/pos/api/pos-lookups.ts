import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addCustomer, getCategories, getCustomers, getSalesPersons, type CustomerInput, type CustomerRow } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { posKeys } from './pos-keys';

/** I6: categories with their subcategories for the grid's filters. */
export function usePosCategories(businessId: number) {
  return useQuery({ queryKey: posKeys.categories(businessId), queryFn: ({ signal }) => apiCall(getCategories, { params: { businessId }, signal }), staleTime: 60_000 });
}

/** H1: every customer with a balance, for the picker. */
export function usePosCustomers(businessId: number) {
  return useQuery({ queryKey: posKeys.customers(businessId), queryFn: ({ signal }) => apiCall(getCustomers, { params: { businessId }, signal }) });
}

/** F13: who may be named as the salesperson. */
export function useSalesPersons(businessId: number) {
  return useQuery({ queryKey: posKeys.salesPersons(businessId), queryFn: ({ signal }) => apiCall(getSalesPersons, { params: { businessId }, signal }), staleTime: 300_000 });
}

/** H2 from the till's quick add; the new customer joins the picker's list at once. */
export function useAddCustomer(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CustomerInput, 'customerInfoCustId'>) => apiCall(addCustomer, { body: { ...input, customerInfoCustId: businessId } }),
    onSuccess: (customer) => {
      const row: CustomerRow = { ...customer, balance: 0 };
      queryClient.setQueryData<CustomerRow[]>(posKeys.customers(businessId), (old) => (old ? [...old, row].sort((a, b) => a.clientName.localeCompare(b.clientName)) : [row]));
    },
  });
}
