import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, RouteBodyInput } from '@dukani/contracts';
import { addCategory } from '@dukani/contracts/routes/add-category';
import { apiCall } from '@/lib/api-client';
import { categoryKeys } from './category-keys';
import { productKeys } from '@/api/products/product-keys';
import { invalidateResources } from '@/api/invalidate';

/** I16: add a category; a duplicate name in the business is 409 DUPLICATE. */
export function createCategory(body: RouteBodyInput<typeof addCategory>): Promise<Category> {
  return apiCall(addCategory, { body });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    // The product editor's category picker is cached under the products feature's keys.
    onSuccess: () => invalidateResources(queryClient, categoryKeys, productKeys),
  });
}
