import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBundle as deleteBundleRoute } from '@dukani/contracts/routes/delete-bundle';
import { apiCall } from '@/lib/api-client';
import { bundleKeys } from './bundle-keys';
import { productKeys } from '@/api/products/product-keys';
import { invalidateResources } from '@/api/invalidate';

/** I13: delete a bundle; its products stay. */
export function deleteBundle(id: number): Promise<null> {
  return apiCall(deleteBundleRoute, { params: { id } });
}

export function useDeleteBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBundle,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: bundleKeys.detail(id) });
      return invalidateResources(queryClient, bundleKeys, productKeys);
    },
  });
}
