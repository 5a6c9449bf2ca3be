/** Query keys of customers (H group): every key starts with 'customers'. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (businessId: number) => [...customerKeys.all, 'list', businessId] as const,
};
