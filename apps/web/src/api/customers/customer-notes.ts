import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addCustomerNote } from '@dukani/contracts/routes/add-customer-note';
import { deleteCustomerNote } from '@dukani/contracts/routes/delete-customer-note';
import { getCustomerNotes } from '@dukani/contracts/routes/get-customer-notes';
import { apiCall } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** H13: the customer's notes, newest first. */
export function useCustomerNotes(customerId: number) {
  return useQuery({ queryKey: customerKeys.notes(customerId), queryFn: ({ signal }) => apiCall(getCustomerNotes, { params: { customerId }, signal }) });
}

/** H12. */
export function useAddCustomerNote(customerId: number, businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => apiCall(addCustomerNote, { body: { customerId, businesId: businessId, note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.notes(customerId) }),
  });
}

/** H14. */
export function useDeleteCustomerNote(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => apiCall(deleteCustomerNote, { params: { noteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.notes(customerId) }),
  });
}
