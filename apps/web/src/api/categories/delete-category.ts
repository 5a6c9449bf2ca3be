import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCategory as deleteCategoryRoute } from '@dukani/contracts/routes/delete-category';
import { apiCall } from '@/lib/api-client';
import { categoryKeys } from './category-keys';
import { productKeys } from '@/api/products/product-keys';
import { invalidateResources } from '@/api/invalidate';

/** I23: delete a category and its subcategories; 409 IN_USE while a product is in it. */
export function deleteCategory(id: number): Promise<null> {
  return apiCall(deleteCategoryRoute, { params: { id } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    // The product editor's category picker is cached under the products feature's keys.
    onSuccess: () => invalidateResources(queryClient, categoryKeys, productKeys),
  });
}
