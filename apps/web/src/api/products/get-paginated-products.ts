import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, RouteResult } from '@dukani/contracts';
import { getPaginatedProducts as getPaginatedProductsRoute } from '@dukani/contracts/routes/get-paginated-products';
import { apiCall } from '@/lib/api-client';
import { productKeys, type ProductListFilters } from './product-keys';

/** I34: one page of products and services, filtered and searched on the server. */
export function getPaginatedProducts(
  businessId: number,
  filters: ProductListFilters,
  signal?: AbortSignal,
): Promise<RouteResult<typeof getPaginatedProductsRoute>> {
  return apiCall(getPaginatedProductsRoute, { params: { businessId }, query: filters, signal });
}

export function getPaginatedProductsQueryOptions(businessId: number, filters: ProductListFilters) {
  return queryOptions({
    queryKey: productKeys.list(businessId, filters),
    queryFn: ({ signal }) => getPaginatedProducts(businessId, filters, signal),
    // Paging and typing in the search keep the last rows on screen under the loading overlay.
    placeholderData: keepPreviousData,
  });
}

export function usePaginatedProducts(businessId: number | null, filters: ProductListFilters) {
  return useQuery({ ...getPaginatedProductsQueryOptions(businessId ?? 0, filters), enabled: businessId !== null });
}

/** The largest page I34 serves (API.md §1.5). */
const EXPORT_PAGE_SIZE = 100;

/** Every row the filter matches, page by page: the CSV export of the list. */
export async function findAllProducts(businessId: number, filters: Omit<ProductListFilters, 'CurrentPageNumber' | 'PageSize'>): Promise<Product[]> {
  const rows: Product[] = [];
  for (let page = 1; ; page++) {
    const result = await getPaginatedProducts(businessId, { ...filters, CurrentPageNumber: page, PageSize: EXPORT_PAGE_SIZE });
    rows.push(...result.data);
    if (page >= result.totalPages || result.data.length === 0) return rows;
  }
}
