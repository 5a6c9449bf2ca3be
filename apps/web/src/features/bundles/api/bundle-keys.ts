/** Query keys of the bundles feature; every list key carries the business id. */
export const bundleKeys = {
  all: ['bundles'] as const,
  detail: (id: number) => [...bundleKeys.all, 'detail', id] as const,
  productSearch: (businessId: number, search: string) => [...bundleKeys.all, 'product-search', businessId, search] as const,
};

/** Lists of the Products section, whose Bundles tab shows bundles (owned by the products feature). */
export const PRODUCT_LIST_KEY = ['products'] as const;
