import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerInput } from '@dukani/contracts';
import { deleteCustomer } from '@dukani/contracts/routes/delete-customer';
import { updateCustomer } from '@dukani/contracts/routes/update-customer';
import { apiCall } from '@/lib/api-client';
import { invalidateResources } from '@/api/invalidate';
import { customerKeys } from './customer-keys';

/** H5: replace the customer's fields; the list, the till's picker and the page all refresh. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CustomerInput }) => apiCall(updateCustomer, { params: { id }, body: input }),
    onSuccess: () => invalidateResources(queryClient, customerKeys),
  });
}

/** H6: soft delete; the customer leaves every list, their past sales stay. */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteCustomer, { params: { id } }),
    onSuccess: () => invalidateResources(queryClient, customerKeys),
  });
}
