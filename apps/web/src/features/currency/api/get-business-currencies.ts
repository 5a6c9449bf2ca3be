import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBusinessCurrencies as getBusinessCurrenciesRoute, type Currency } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { currencyKeys } from './currency-keys';

/** D2: a business's currencies, default first. */
export function getBusinessCurrencies(businessId: number): Promise<Currency[]> {
  return apiCall(getBusinessCurrenciesRoute, { params: { businessId } });
}

export function getBusinessCurrenciesQueryOptions(businessId: number) {
  return queryOptions({ queryKey: currencyKeys.business(businessId), queryFn: () => getBusinessCurrencies(businessId) });
}

export function useBusinessCurrencies(businessId: number | null) {
  return useQuery({ ...getBusinessCurrenciesQueryOptions(businessId ?? 0), enabled: businessId !== null });
}
