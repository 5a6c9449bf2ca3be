import { and, eq, like, lte, sql, type SQL } from 'drizzle-orm';
import { normalizeSearch } from '@dukani/contracts';
import { containsPattern } from '../../lib/contains-pattern';
import { products } from './products.schema';

export type ProductTypeFilter = 'All' | 'Products' | 'Services' | 'Bundles';

/** The search as the list routes apply it (API.md §1.5), or null for none. */
export function searchOf(value: string | null | undefined): string | null {
  const search = normalizeSearch(value);
  return search === null ? null : search.toLowerCase();
}

/**
 * The search is a substring of searchText (name, barcodes and codes of the product and its variants,
 * brand); exact barcodes are found because they are part of that text. LIKE '%…%' is what the pg_trgm GIN
 * index serves, so a search stays fast at 100,000 products. Not ILIKE: searchText is lower-cased on write
 * (searchTextOf) and the search by searchOf, both by the same JavaScript rules, and ILIKE's case folding of
 * every candidate row was half the time of a search with thousands of matches.
 */
export const productSearchCondition = (search: string | null) => (search ? like(products.searchText, containsPattern(search)) : undefined);

/**
 * The same search as a filter no index serves (the trigram index does not match a COALESCE), for a walk in list
 * order that reads search_text from products_live_name_search_idx. As a plain LIKE the planner would turn the walk
 * into a trigram bitmap and a sort of every match on its trigram estimate (1,010 for 34,000 matches at 1,000,000
 * products); a COALESCE it estimates at half the rows, so it walks the name order and stops at the page. Only a
 * search known to match more than SORTED_SEARCH_LIMIT (product-page-keys) is walked.
 */
export const productSearchFilter = (search: string | null) =>
  search ? sql`coalesce(${like(products.searchText, containsPattern(search))}, false)` : undefined;

export function productTypeCondition(filter: ProductTypeFilter): SQL | undefined {
  if (filter === 'Products') return eq(products.productType, 0);
  if (filter === 'Services') return eq(products.productType, 1);
  return undefined;
}

/** 0 means "no filter" in the clients' query strings. */
export function categoryConditions(categoryId: number | undefined, subcategoryId: number | undefined): (SQL | undefined)[] {
  return [categoryId ? eq(products.categoryId, categoryId) : undefined, subcategoryId ? eq(products.subcategoryId, subcategoryId) : undefined];
}

export const flagValue = (value: 'true' | 'false' | '1' | '0' | undefined) => (value === undefined ? undefined : value === 'true' || value === '1');

/** Tracked goods at or below their low-stock level: the same rule as Product.isLowStock. */
export const lowStockCondition = () => and(eq(products.trackInventory, true), eq(products.productType, 0), lte(products.quantity, products.lowstock));

export const countAll = sql<number>`count(*)::int`;

export const totalPagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);
