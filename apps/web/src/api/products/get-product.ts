import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@dukani/contracts';
import { getProduct as getProductRoute } from '@dukani/contracts/routes/get-product';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** I18: one product with its variants and suppliers, for the editor. */
export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiCall(getProductRoute, { params: { id }, signal });
}

export function getProductQueryOptions(id: number) {
  return queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });
}

export function useProduct(id: number | null) {
  return useQuery({ ...getProductQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
