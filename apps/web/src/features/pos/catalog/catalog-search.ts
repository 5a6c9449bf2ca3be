import type { PosItem } from '@dukani/contracts';
import type { PosFilters } from '@/api/pos/get-pos-products';

export interface ItemPage {
  data: PosItem[];
  totalRecords: number;
  totalPages: number;
  currentPageNumber: number;
  pageSize: number;
}

/** The item (or variant) a scanned code names, as the till adds it. */
export interface CodeHit {
  item: PosItem;
  variantId: number | null;
}

const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** Every code an item is scanned or typed by: its own barcode and product code, and each variant's. */
export function codesOf(item: PosItem): { code: string; variantId: number | null }[] {
  const codes: { code: string; variantId: number | null }[] = [];
  for (const variant of item.variants) {
    for (const code of [variant.barCode, variant.productCode]) if (norm(code)) codes.push({ code: norm(code), variantId: variant.id });
  }
  for (const code of [item.barCode, item.productCode]) if (norm(code)) codes.push({ code: norm(code), variantId: null });
  return codes;
}

/** What the search box matches: the name, the codes (the item's and its variants'), lower case. */
export function searchTextOf(item: PosItem): string {
  return [item.name, ...codesOf(item).map((c) => c.code)].join(' ').toLowerCase();
}

/** Like the server's I40 order: by lower-cased name, products before bundles, then by id. */
export function compareItems(a: PosItem, b: PosItem): number {
  const an = a.name.toLowerCase();
  const bn = b.name.toLowerCase();
  if (an !== bn) return an < bn ? -1 : 1;
  if (a.isBundle !== b.isBundle) return a.isBundle ? 1 : -1;
  return a.id - b.id;
}

function matchesType(item: PosItem, type: PosFilters['productType']): boolean {
  if (type === 'All') return true;
  if (type === 'Bundles') return item.isBundle;
  return !item.isBundle && item.productType === (type === 'Products' ? 0 : 1);
}

/**
 * I40 answered from the device's copy: the same filters (type tab, category, subcategory, a search on name
 * and codes), the same order and page size. `items` is kept sorted (compareItems) by the catalog store.
 */
export function searchItems(items: readonly PosItem[], searchText: (item: PosItem) => string, filters: PosFilters, page: number, pageSize: number): ItemPage {
  const search = norm(filters.search);
  const hasCategory = !!filters.categoryId || !!filters.subcategoryId;
  const hits = items.filter(
    (item) =>
      matchesType(item, filters.productType) &&
      // Bundles have no category: a category filter leaves them out, as the server does.
      (!hasCategory ||
        (!item.isBundle &&
          (!filters.categoryId || item.categoryId === filters.categoryId) &&
          (!filters.subcategoryId || item.category_OneId === filters.subcategoryId))) &&
      (!search || searchText(item).includes(search)),
  );
  const totalPages = Math.ceil(hits.length / pageSize);
  return { data: hits.slice((page - 1) * pageSize, page * pageSize), totalRecords: hits.length, totalPages, currentPageNumber: page, pageSize };
}
