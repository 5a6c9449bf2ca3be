import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput, RouteResult } from '@dukani/contracts';
import { addProductsToCategory } from '@dukani/contracts/routes/add-products-to-category';
import { apiCall } from '@/lib/api-client';
import { categoryKeys } from './category-keys';
import { productKeys } from '@/api/products/product-keys';
import { invalidateResources } from '@/api/invalidate';

/** I21: move products into a category, or into one of its subcategories. */
export function moveProductsToCategory(body: RouteBodyInput<typeof addProductsToCategory>): Promise<RouteResult<typeof addProductsToCategory>> {
  return apiCall(addProductsToCategory, { body });
}

export function useMoveProductsToCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveProductsToCategory,
    // Product counts on every card change, and product lists show the new category.
    onSuccess: () => invalidateResources(queryClient, categoryKeys, productKeys),
  });
}
