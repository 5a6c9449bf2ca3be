import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSubCategory } from '@dukani/contracts/routes/delete-sub-category';
import { apiCall } from '@/lib/api-client';
import { categoryKeys } from './category-keys';
import { productKeys } from '@/api/products/product-keys';
import { invalidateResources } from '@/api/invalidate';

/** I24: delete a subcategory; its products stay in the category. */
export function deleteSubcategory(id: number): Promise<null> {
  return apiCall(deleteSubCategory, { params: { id } });
}

export function useDeleteSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubcategory,
    onSuccess: () => invalidateResources(queryClient, categoryKeys, productKeys),
  });
}
