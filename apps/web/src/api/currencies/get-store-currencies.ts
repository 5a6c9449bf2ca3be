import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCurrency } from '@dukani/contracts';
import { getStoreCurrencies as getStoreCurrenciesRoute } from '@dukani/contracts/routes/get-store-currencies';
import { apiCall } from '@/lib/api-client';
import { currencyKeys } from './currency-keys';

/** D4: the catalogue a new currency is picked from. It never changes while the app runs. */
export function getStoreCurrencies(): Promise<StoreCurrency[]> {
  return apiCall(getStoreCurrenciesRoute);
}

export function getStoreCurrenciesQueryOptions() {
  return queryOptions({ queryKey: currencyKeys.store(), queryFn: getStoreCurrencies, staleTime: Infinity });
}

export function useStoreCurrencies() {
  return useQuery(getStoreCurrenciesQueryOptions());
}
