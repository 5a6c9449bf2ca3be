import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerInput, CustomerRow } from '@dukani/contracts';
import { addCustomer } from '@dukani/contracts/routes/add-customer';
import { getCustomers } from '@dukani/contracts/routes/get-customers';
import { apiCall } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** H1: every customer with a balance, for the till's picker (the till keeps a copy on the device too). */
export const customersQueryOptions = (businessId: number) =>
  queryOptions({ queryKey: customerKeys.list(businessId), queryFn: ({ signal }) => apiCall(getCustomers, { params: { businessId }, signal }) });

export function useCustomers(businessId: number) {
  return useQuery(customersQueryOptions(businessId));
}

/** H2, e.g. from the till's quick add: the new customer joins the list at once, with nothing owed. */
export function useAddCustomer(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CustomerInput, 'customerInfoCustId'>) => apiCall(addCustomer, { body: { ...input, customerInfoCustId: businessId } }),
    onSuccess: (customer) => {
      const row: CustomerRow = { ...customer, balance: 0 };
      queryClient.setQueryData<CustomerRow[]>(customerKeys.list(businessId), (old) =>
        old ? [...old, row].sort((a, b) => a.clientName.localeCompare(b.clientName)) : [row],
      );
    },
  });
}
