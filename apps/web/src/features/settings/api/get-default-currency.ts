import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBusinessCurrencies as getBusinessCurrenciesRoute, type Currency } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** D2, reduced to the default currency: receipt amounts are in it (API.md §1.7). */
export async function getDefaultCurrency(businessId: number): Promise<Currency | null> {
  const currencies = await apiCall(getBusinessCurrenciesRoute, { params: { businessId } });
  return currencies.find((currency) => currency.isDefault) ?? currencies[0] ?? null;
}

export function getDefaultCurrencyQueryOptions(businessId: number) {
  return queryOptions({ queryKey: settingsKeys.defaultCurrency(businessId), queryFn: () => getDefaultCurrency(businessId) });
}

export function useDefaultCurrency(businessId: number | null) {
  return useQuery({ ...getDefaultCurrencyQueryOptions(businessId ?? 0), enabled: businessId !== null });
}
