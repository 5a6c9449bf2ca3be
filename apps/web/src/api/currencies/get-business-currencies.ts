import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTRIES } from '@dukani/domain';
import type { Currency } from '@dukani/contracts';
import { getBusinessCurrencies as getBusinessCurrenciesRoute } from '@dukani/contracts/routes/get-business-currencies';
import { apiCall } from '@/lib/api-client';
import { canUse, useSession } from '@/lib/session-store';
import { currencyKeys } from './currency-keys';

/** D2: a business's currencies, default first. One cache entry serves every screen that reads them. */
export function getBusinessCurrencies(businessId: number, signal?: AbortSignal): Promise<Currency[]> {
  return apiCall(getBusinessCurrenciesRoute, { params: { businessId }, signal });
}

export function getBusinessCurrenciesQueryOptions(businessId: number) {
  return queryOptions({ queryKey: currencyKeys.business(businessId), queryFn: ({ signal }) => getBusinessCurrencies(businessId, signal) });
}

export function useBusinessCurrencies(businessId: number | null, enabled = true) {
  return useQuery({ ...getBusinessCurrenciesQueryOptions(businessId ?? 0), enabled: enabled && businessId !== null && businessId > 0 });
}

/** The default currency (receipt amounts are in it, API.md §1.7), or the first one, or null. */
export function useDefaultCurrency(businessId: number | null) {
  return useQuery({
    ...getBusinessCurrenciesQueryOptions(businessId ?? 0),
    enabled: businessId !== null,
    select: (currencies) => currencies.find((currency) => currency.isDefault) ?? currencies[0] ?? null,
  });
}

/**
 * The symbol prices are entered in: the business's default currency. Until it loads — or for a clerk
 * without the settings module, who may not read D2 — the country's own currency stands in.
 */
export function useCurrencySymbol(): string {
  const businessId = useSession((state) => state.businessId);
  const country = useSession((state) => state.activeBusiness?.country ?? 'KE');
  const canRead = useSession((state) => canUse(state, ['settings']));
  const currencies = useQuery({ ...getBusinessCurrenciesQueryOptions(businessId ?? 0), enabled: businessId !== null && canRead, staleTime: 5 * 60_000 });
  const fallback = COUNTRIES[country as keyof typeof COUNTRIES]?.currency.symbol ?? '';
  return currencies.data?.find((currency) => currency.isDefault)?.symbol ?? fallback;
}
