import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@dukani/contracts';
import { PRODUCT_LIST_KEY, stockKeys } from './stock-keys';

/** After a movement: the answer is the product's new state; its history and every product list are stale. */
export function useAfterMovement() {
  const queryClient = useQueryClient();
  return (product: Product) => {
    queryClient.setQueryData(stockKeys.product(product.id), product);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: stockKeys.histories(product.id) }),
      queryClient.invalidateQueries({ queryKey: PRODUCT_LIST_KEY }),
    ]);
  };
}
