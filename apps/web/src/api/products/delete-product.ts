import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProduct as deleteProductRoute } from '@dukani/contracts/routes/delete-product';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';
import { bundleKeys } from '@/api/bundles/bundle-keys';
import { invalidateResources } from '@/api/invalidate';

/** I22: soft delete; a product that is part of a bundle answers 409 IN_USE with the reason. */
export function deleteProduct(id: number): Promise<null> {
  return apiCall(deleteProductRoute, { params: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => invalidateResources(queryClient, productKeys, bundleKeys) });
}
