import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPaginatedProducts, type Product } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { bundleKeys } from './bundle-keys';

/** product-spec §9: the general product search asks for page 1 of 20. */
const SEARCH_PAGE_SIZE = 20;

/** I34: products (not services) that can go into a bundle, matching name, barcode, code or brand. */
export async function searchBundleProducts(businessId: number, search: string): Promise<Product[]> {
  const page = await apiCall(getPaginatedProducts, {
    params: { businessId },
    query: { ProductType: 'Products', SearchParam: search || undefined, CurrentPageNumber: 1, PageSize: SEARCH_PAGE_SIZE },
  });
  return page.data;
}

export function searchBundleProductsQueryOptions(businessId: number, search: string) {
  return queryOptions({ queryKey: bundleKeys.productSearch(businessId, search), queryFn: () => searchBundleProducts(businessId, search) });
}

export function useBundleProductSearch(businessId: number | null, search: string, enabled: boolean) {
  return useQuery({ ...searchBundleProductsQueryOptions(businessId ?? 0, search), enabled: enabled && businessId !== null, placeholderData: keepPreviousData });
}
