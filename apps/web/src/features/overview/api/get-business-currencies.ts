import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBusinessCurrencies } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';

/** D2: the business's currencies, default first (the checklist names the default). */
export const fetchBusinessCurrencies = (businessId: number, signal?: AbortSignal) => apiCall(getBusinessCurrencies, { params: { businessId }, signal });

export const businessCurrenciesQueryOptions = (businessId: number) =>
  queryOptions({ queryKey: ['currencies', 'business', businessId], queryFn: ({ signal }) => fetchBusinessCurrencies(businessId, signal) });

export const useBusinessCurrencies = (businessId: number | null, enabled: boolean) =>
  useQuery({ ...businessCurrenciesQueryOptions(businessId ?? 0), enabled: enabled && Boolean(businessId) });
