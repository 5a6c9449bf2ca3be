import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@dukani/contracts';
import { getProduct } from '@dukani/contracts/routes/get-product';
import { apiCall } from '@/lib/api-client';
import { stockKeys } from './stock-keys';

/** I18: the product whose stock the page shows, with its variants' quantities. */
export function getStockProduct(id: number): Promise<Product> {
  return apiCall(getProduct, { params: { id } });
}

export function getStockProductQueryOptions(id: number) {
  return queryOptions({ queryKey: stockKeys.product(id), queryFn: () => getStockProduct(id) });
}

export function useStockProduct(id: number) {
  return useQuery({ ...getStockProductQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
