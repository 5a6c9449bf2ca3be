/** Query keys of the settings feature. */
export const settingsKeys = {
  all: ['settings'] as const,
  receipt: (businessId: number) => [...settingsKeys.all, 'receipt', businessId] as const,
  defaultCurrency: (businessId: number) => [...settingsKeys.all, 'default-currency', businessId] as const,
};
