import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPaginatedProducts, type Product } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { categoryKeys, type CategoryGroup } from './category-keys';

/** product-spec §9: the general product search asks for page 1 of 20. */
const SEARCH_PAGE_SIZE = 20;

/** I34: the first 20 items of a group whose name, barcode, code or brand match. */
export async function searchProducts(businessId: number, group: CategoryGroup, search: string): Promise<Product[]> {
  const page = await apiCall(getPaginatedProducts, {
    params: { businessId },
    query: { ProductType: group, SearchParam: search || undefined, CurrentPageNumber: 1, PageSize: SEARCH_PAGE_SIZE },
  });
  return page.data;
}

export function searchProductsQueryOptions(businessId: number, group: CategoryGroup, search: string) {
  return queryOptions({ queryKey: categoryKeys.productSearch(businessId, group, search), queryFn: () => searchProducts(businessId, group, search) });
}

export function useProductSearch(businessId: number, group: CategoryGroup, search: string) {
  return useQuery({ ...searchProductsQueryOptions(businessId, group, search), placeholderData: keepPreviousData });
}
