import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteResult } from '@dukani/contracts';
import { deleteAllStockHistory } from '@dukani/contracts/routes/delete-all-stock-history';
import { apiCall } from '@/lib/api-client';
import { stockKeys } from './stock-keys';

/** I31: hide a product's whole history; the quantity does not change. */
export function clearStockHistory(productId: number): Promise<RouteResult<typeof deleteAllStockHistory>> {
  return apiCall(deleteAllStockHistory, { params: { productId } });
}

export function useClearStockHistory(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearStockHistory(productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.histories(productId) }),
  });
}
