import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBundle as deleteBundleRoute } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { bundleKeys, PRODUCT_LIST_KEY } from './bundle-keys';

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
      return Promise.all([queryClient.invalidateQueries({ queryKey: bundleKeys.all }), queryClient.invalidateQueries({ queryKey: PRODUCT_LIST_KEY })]);
    },
  });
}
