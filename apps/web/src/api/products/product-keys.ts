import type { RouteQuery, getPaginatedProducts } from '@dukani/contracts';

export type ProductListFilters = Partial<RouteQuery<typeof getPaginatedProducts>>;

/**
 * Query keys of the products feature. Every key starts with 'products', so one invalidation after a
 * save refreshes lists, details and bundle availability (a bundle's quantity follows its products).
 */
export const productKeys = {
  all: ['products'] as const,
  lists: (businessId: number) => [...productKeys.all, 'paginated', businessId] as const,
  list: (businessId: number, filters: ProductListFilters) => [...productKeys.lists(businessId), filters] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  /** The overview's "has the catalog been started" question: a page of one. */
  count: (businessId: number) => [...productKeys.all, 'count', businessId] as const,
  /** The general product search (bundle components, moving products between categories). */
  search: (businessId: number, productType: string, search: string) => [...productKeys.all, 'search', businessId, productType, search] as const,
  /** The till's grid (I40): under products, so any product change refreshes it. */
  pos: (businessId: number) => [...productKeys.all, 'pos', businessId] as const,
  posList: (businessId: number, filters: object) => [...productKeys.pos(businessId), filters] as const,
  units: () => [...productKeys.all, 'units'] as const,
  vat: (businessId: number) => [...productKeys.all, 'vat', businessId] as const,
  packagingUnits: () => [...productKeys.all, 'packaging-units'] as const,
  quantityUnits: () => [...productKeys.all, 'quantity-units'] as const,
  classificationCodes: (search: string) => [...productKeys.all, 'classification-codes', search] as const,
};
