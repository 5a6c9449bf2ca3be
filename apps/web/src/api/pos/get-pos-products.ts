import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PosItem } from '@dukani/contracts';
import { getPosProducts } from '@dukani/contracts/routes/get-pos-products';
import { apiCall } from '@/lib/api-client';
import { productKeys } from '@/api/products/product-keys';

export const POS_PAGE_SIZE = 50;

/** What the till's grid is filtered by (product-spec §2). */
export interface PosFilters {
  categoryId: number | null;
  subcategoryId: number | null;
  productType: 'All' | 'Products' | 'Services' | 'Bundles';
  search: string;
}

function queryOf(filters: PosFilters, page: number, search: string | null) {
  return {
    ...(filters.categoryId ? { CategoryId: filters.categoryId } : {}),
    ...(filters.subcategoryId ? { CategoryOneId: filters.subcategoryId } : {}),
    ProductType: filters.productType,
    ...(search ? { SearchParam: search } : {}),
    CurrentPageNumber: page,
    PageSize: POS_PAGE_SIZE,
  };
}

/** I40: the grid's page of sellable items (product-spec §2: page size 50). */
export function usePosProducts(businessId: number, filters: PosFilters, page: number, enabled = true) {
  const search = filters.search.trim() || null;
  return useQuery({
    queryKey: productKeys.posList(businessId, { ...filters, page }),
    queryFn: ({ signal }) => apiCall(getPosProducts, { params: { businessId }, query: queryOf(filters, page, search), signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** I40 asked once, outside a component: the search box's Enter before the grid has caught up with the text. */
export function fetchPosProducts(businessId: number, filters: PosFilters, page: number) {
  return apiCall(getPosProducts, { params: { businessId }, query: queryOf(filters, page, filters.search.trim() || null) });
}

/** A scanned code: the item (or variant) whose barcode or product code is exactly the code. */
export async function findItemByCode(businessId: number, code: string): Promise<{ item: PosItem; variantId: number | null } | null> {
  const page = await apiCall(getPosProducts, { params: { businessId }, query: { ProductType: 'All', SearchParam: code, CurrentPageNumber: 1, PageSize: 20 } });
  const wanted = code.trim().toLowerCase();
  const same = (value: string | null | undefined) => (value ?? '').trim().toLowerCase() === wanted;
  for (const item of page.data) {
    const variant = item.variants.find((v) => same(v.barCode) || same(v.productCode));
    if (variant) return { item, variantId: variant.id };
    if (same(item.barCode) || same(item.productCode)) return { item, variantId: null };
  }
  return null;
}
