export type CategoryGroup = 'Products' | 'Services';

/** Query keys of the categories feature; every key carries the business id. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (businessId: number, group: CategoryGroup) => [...categoryKeys.all, 'list', businessId, group] as const,
  productSearch: (businessId: number, group: CategoryGroup, search: string) => [...categoryKeys.all, 'product-search', businessId, group, search] as const,
};

/** Root of the products feature's keys: its lists, editor pickers and bundles all sit under it. */
export const PRODUCT_LIST_KEY = ['products'] as const;
