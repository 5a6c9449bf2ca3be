import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSubCategory, type RouteBodyInput, type Subcategory } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { categoryKeys, PRODUCT_LIST_KEY } from './category-keys';

/** I17: create a subcategory (no id) or rename one (id present). */
export function saveSubcategory(body: RouteBodyInput<typeof addSubCategory>): Promise<Subcategory> {
  return apiCall(addSubCategory, { body });
}

export function useSaveSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubcategory,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: categoryKeys.all }), queryClient.invalidateQueries({ queryKey: PRODUCT_LIST_KEY })]),
  });
}
