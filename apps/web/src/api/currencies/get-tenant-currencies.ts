import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '@dukani/contracts';
import { getTenantCurrencies as getTenantCurrenciesRoute } from '@dukani/contracts/routes/get-tenant-currencies';
import { apiCall } from '@/lib/api-client';
import { currencyKeys } from './currency-keys';

/** D3: every currency of the tenant's businesses, the source of "assign from another business". */
export function getTenantCurrencies(tenantId: number): Promise<Currency[]> {
  return apiCall(getTenantCurrenciesRoute, { params: { tenantId } });
}

export function getTenantCurrenciesQueryOptions(tenantId: number) {
  return queryOptions({ queryKey: currencyKeys.tenant(tenantId), queryFn: () => getTenantCurrencies(tenantId) });
}

export function useTenantCurrencies(tenantId: number | null, enabled = true) {
  return useQuery({ ...getTenantCurrenciesQueryOptions(tenantId ?? 0), enabled: enabled && tenantId !== null });
}
