export type CategoryGroup = 'Products' | 'Services';

/** Query keys of the categories feature; every key carries the business id. */
export const categoryKeys = {
  all: ['categories'] as const,
  /** Without a group: every category with its subcategories (the product form and the till filter by type themselves). */
  list: (businessId: number, group?: CategoryGroup) => [...categoryKeys.all, 'list', businessId, group ?? 'All'] as const,
};
