import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_TYPE_FILTERS } from '@dukani/contracts';
import { PAGE_SIZES } from '@/components/data-grid/server-data-grid';
import type { ProductListFilters } from '@/api/products/product-keys';

export type ProductTab = (typeof PRODUCT_TYPE_FILTERS)[number];
const DEFAULT_PAGE_SIZE = 50;

export interface ProductListParams {
  tab: ProductTab;
  search: string;
  categoryId: number | null;
  subcategoryId: number | null;
  isLowStock: boolean;
  /** Zero-based, as the Data Grid counts. */
  page: number;
  pageSize: number;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * The list's filters live in the address, so Back from the editor returns to the same page and
 * filter, and a filtered list can be bookmarked or shared.
 */
export function useProductListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<ProductListParams>(() => {
    const tab = searchParams.get('tab');
    const size = positive(searchParams.get('size'));
    return {
      tab: (PRODUCT_TYPE_FILTERS as readonly string[]).includes(tab ?? '') ? (tab as ProductTab) : 'All',
      search: searchParams.get('q') ?? '',
      categoryId: positive(searchParams.get('category')),
      subcategoryId: positive(searchParams.get('subcategory')),
      isLowStock: searchParams.get('low') === '1',
      page: (positive(searchParams.get('page')) ?? 1) - 1,
      pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    };
  }, [searchParams]);

  /** Change some filters; any change but paging itself goes back to the first page. */
  const update = useCallback(
    (changes: Partial<ProductListParams>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
          if (changes.tab !== undefined) put('tab', changes.tab === 'All' ? null : changes.tab);
          if (changes.search !== undefined) put('q', changes.search.trim() || null);
          if (changes.categoryId !== undefined) put('category', changes.categoryId ? String(changes.categoryId) : null);
          if (changes.subcategoryId !== undefined) put('subcategory', changes.subcategoryId ? String(changes.subcategoryId) : null);
          if (changes.isLowStock !== undefined) put('low', changes.isLowStock ? '1' : null);
          if (changes.pageSize !== undefined) put('size', changes.pageSize === DEFAULT_PAGE_SIZE ? null : String(changes.pageSize));
          const isPaging = Object.keys(changes).every((key) => key === 'page' || key === 'pageSize');
          const page = isPaging && changes.page !== undefined ? changes.page : 0;
          put('page', page > 0 ? String(page + 1) : null);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}

/** The I34 query of the list's filters (the Bundles tab has its own list, I4). */
export function toListFilters(params: ProductListParams): ProductListFilters {
  return {
    ProductType: params.tab,
    SearchParam: params.search.trim() || undefined,
    CategoryId: params.categoryId ?? undefined,
    CategoryOneId: params.subcategoryId ?? undefined,
    LowStock: params.isLowStock && params.tab !== 'Services' ? 'true' : undefined,
    CurrentPageNumber: params.page + 1,
    PageSize: params.pageSize,
  };
}
