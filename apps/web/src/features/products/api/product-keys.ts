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
  bundles: (businessId: number) => [...productKeys.all, 'bundles', businessId] as const,
  categories: (businessId: number) => [...productKeys.all, 'categories', businessId] as const,
  units: () => [...productKeys.all, 'units'] as const,
  vat: (businessId: number) => [...productKeys.all, 'vat', businessId] as const,
  packagingUnits: () => [...productKeys.all, 'packaging-units'] as const,
  quantityUnits: () => [...productKeys.all, 'quantity-units'] as const,
  classificationCodes: (search: string) => [...productKeys.all, 'classification-codes', search] as const,
  suppliers: (businessId: number) => [...productKeys.all, 'suppliers', businessId] as const,
  currency: (businessId: number) => [...productKeys.all, 'currency', businessId] as const,
};
