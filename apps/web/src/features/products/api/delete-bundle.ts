import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBundle as deleteBundleRoute } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** I13: delete a bundle (soft); its products stay. */
export function deleteBundle(id: number): Promise<null> {
  return apiCall(deleteBundleRoute, { params: { id } });
}

export function useDeleteBundle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBundle, onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }) });
}
