import { useQuery } from '@tanstack/react-query';
import { getBusinessCurrencies } from '@dukani/contracts';
import { COUNTRIES } from '@dukani/domain';
import { apiCall } from '@/lib/api-client';
import { canUse, useSession } from '@/lib/session-store';
import { productKeys } from './product-keys';

/**
 * The symbol prices are entered in: the business's default currency (D2), which is what
 * amounts are in (API.md §1.7). Until it loads, the country's own currency stands in.
 */
export function useCurrencySymbol(): string {
  const businessId = useSession((state) => state.businessId);
  const country = useSession((state) => state.activeBusiness?.country ?? 'KE');
  // D2 needs the settings module; a clerk without it sees the country's currency.
  const canRead = useSession((state) => canUse(state, ['settings']));
  const currencies = useQuery({
    queryKey: productKeys.currency(businessId ?? 0),
    queryFn: ({ signal }) => apiCall(getBusinessCurrencies, { params: { businessId: businessId ?? 0 }, signal }),
    enabled: businessId !== null && canRead,
    staleTime: 5 * 60_000,
  });
  const fallback = COUNTRIES[country as keyof typeof COUNTRIES]?.currency.symbol ?? '';
  return currencies.data?.find((currency) => currency.isDefault)?.symbol ?? fallback;
}
