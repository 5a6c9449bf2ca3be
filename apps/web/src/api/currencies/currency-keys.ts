/** Query keys of the currency feature. */
export const currencyKeys = {
  all: ['currencies'] as const,
  business: (businessId: number) => [...currencyKeys.all, 'business', businessId] as const,
  tenant: (tenantId: number) => [...currencyKeys.all, 'tenant', tenantId] as const,
  store: () => [...currencyKeys.all, 'store'] as const,
};
