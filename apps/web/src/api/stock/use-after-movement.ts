import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@dukani/contracts';
import { bundleKeys } from '@/api/bundles/bundle-keys';
import { invalidateResources } from '@/api/invalidate';
import { productKeys } from '@/api/products/product-keys';
import { stockKeys } from './stock-keys';

/**
 * After a movement: the answer is the product's new state; its history, every product list (the till's
 * grid included) and the bundles it goes into (their quantity follows their components) are stale.
 */
export function useAfterMovement() {
  const queryClient = useQueryClient();
  return (product: Product) => {
    queryClient.setQueryData(stockKeys.product(product.id), product);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: stockKeys.histories(product.id) }),
      invalidateResources(queryClient, productKeys, bundleKeys),
    ]);
  };
}
