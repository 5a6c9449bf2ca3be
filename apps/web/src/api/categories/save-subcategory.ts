import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput, Subcategory } from '@dukani/contracts';
import { addSubCategory } from '@dukani/contracts/routes/add-sub-category';
import { apiCall } from '@/lib/api-client';
import { categoryKeys } from './category-keys';
import { productKeys } from '@/api/products/product-keys';
import { invalidateResources } from '@/api/invalidate';

/** I17: create a subcategory (no id) or rename one (id present). */
export function saveSubcategory(body: RouteBodyInput<typeof addSubCategory>): Promise<Subcategory> {
  return apiCall(addSubCategory, { body });
}

export function useSaveSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubcategory,
    onSuccess: () => invalidateResources(queryClient, categoryKeys, productKeys),
  });
}
