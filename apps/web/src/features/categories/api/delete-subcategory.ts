import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSubCategory } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { categoryKeys, PRODUCT_LIST_KEY } from './category-keys';

/** I24: delete a subcategory; its products stay in the category. */
export function deleteSubcategory(id: number): Promise<null> {
  return apiCall(deleteSubCategory, { params: { id } });
}

export function useDeleteSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubcategory,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: categoryKeys.all }), queryClient.invalidateQueries({ queryKey: PRODUCT_LIST_KEY })]),
  });
}
