/** Query keys of the bundles feature; every list key carries the business id. */
export const bundleKeys = {
  all: ['bundles'] as const,
  list: (businessId: number) => [...bundleKeys.all, 'list', businessId] as const,
  detail: (id: number) => [...bundleKeys.all, 'detail', id] as const,
};
