import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierInput } from '@dukani/contracts';
import { addSupplier } from '@dukani/contracts/routes/add-supplier';
import { deleteSupplier } from '@dukani/contracts/routes/delete-supplier';
import { updateSupplier } from '@dukani/contracts/routes/update-supplier';
import { apiCall } from '@/lib/api-client';
import { invalidateResources } from '@/api/invalidate';
import { supplierKeys } from './supplier-keys';

export interface SaveSupplierOptions {
  /** Absent: a new supplier (N2); else N4. */
  id?: number;
  input: SupplierInput;
  paymentTerms: string;
}

/** N2 / N4: paymentTerms travel in the query, as the API has them. */
export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, paymentTerms }: SaveSupplierOptions) =>
      id ? apiCall(updateSupplier, { params: { id }, query: { paymentTerms }, body: input }) : apiCall(addSupplier, { query: { paymentTerms }, body: input }),
    onSuccess: () => invalidateResources(queryClient, supplierKeys),
  });
}

/** N5: the supplier leaves lists and pickers; its purchases stay. */
export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(deleteSupplier, { params: { id } }),
    onSuccess: () => invalidateResources(queryClient, supplierKeys),
  });
}
