import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, RouteBodyInput } from '@dukani/contracts';
import { updateCategory as updateCategoryRoute } from '@dukani/contracts/routes/update-category';
import { apiCall } from '@/lib/api-client';
import { categoryKeys } from './category-keys';
import { productKeys } from '@/api/products/product-keys';
import { invalidateResources } from '@/api/invalidate';

export interface UpdateCategoryOptions {
  id: number;
  data: RouteBodyInput<typeof updateCategoryRoute>;
}

/** I20: edit a category's name, description or group. */
export function updateCategory({ id, data }: UpdateCategoryOptions): Promise<Category> {
  return apiCall(updateCategoryRoute, { params: { id }, body: data });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    // Product lists show the category's name, so a rename refreshes them too.
    onSuccess: () => invalidateResources(queryClient, categoryKeys, productKeys),
  });
}
