/** Query keys of suppliers (N group). */
export const supplierKeys = {
  all: ['suppliers'] as const,
  business: (businessId: number) => [...supplierKeys.all, 'business', businessId] as const,
};
