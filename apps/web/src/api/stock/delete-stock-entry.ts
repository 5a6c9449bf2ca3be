import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteStockHistory } from '@dukani/contracts/routes/delete-stock-history';
import { apiCall } from '@/lib/api-client';
import { stockKeys } from './stock-keys';

/** I30: hide one history row; the quantity does not change. */
export function deleteStockEntry(id: number): Promise<null> {
  return apiCall(deleteStockHistory, { params: { id } });
}

export function useDeleteStockEntry(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStockEntry, onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.histories(productId) }) });
}
