import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@dukani/contracts';
import { getPaginatedProducts } from '@dukani/contracts/routes/get-paginated-products';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** product-spec §9: the general product search asks for page 1 of 20. */
const SEARCH_PAGE_SIZE = 20;

export type ProductSearchType = 'Products' | 'Services';

/** I34: the first 20 items of a type whose name, barcode, code or brand match. */
export async function searchProducts(businessId: number, productType: ProductSearchType, search: string, signal?: AbortSignal): Promise<Product[]> {
  const page = await apiCall(getPaginatedProducts, {
    params: { businessId },
    query: { ProductType: productType, SearchParam: search || undefined, CurrentPageNumber: 1, PageSize: SEARCH_PAGE_SIZE },
    signal,
  });
  return page.data;
}

export function searchProductsQueryOptions(businessId: number, productType: ProductSearchType, search: string) {
  return queryOptions({
    queryKey: productKeys.search(businessId, productType, search),
    queryFn: ({ signal }) => searchProducts(businessId, productType, search, signal),
  });
}

export function useProductSearch(businessId: number | null, productType: ProductSearchType, search: string, enabled = true) {
  return useQuery({
    ...searchProductsQueryOptions(businessId ?? 0, productType, search),
    enabled: enabled && businessId !== null,
    placeholderData: keepPreviousData,
  });
}
