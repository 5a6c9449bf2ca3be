/** Query keys of suppliers (N group): every key starts with 'suppliers', so a payment refreshes them all. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  business: (businessId: number) => [...supplierKeys.all, 'business', businessId] as const,
  detail: (id: number) => [...supplierKeys.all, 'detail', id] as const,
  purchases: (id: number) => [...supplierKeys.all, 'purchases', id] as const,
  payables: (businessId: number) => [...supplierKeys.all, 'payables', businessId] as const,
};
