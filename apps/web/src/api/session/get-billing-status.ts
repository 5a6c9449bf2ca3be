import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBillingStatus } from '@dukani/contracts/routes/get-billing-status';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from './session-keys';

/** C5: the tenant's plan, its status and the plan modules that gate features. */
export const fetchBillingStatus = (tenantId: number, signal?: AbortSignal) => apiCall(getBillingStatus, { params: { tenantId }, signal });

export const billingStatusQueryOptions = (tenantId: number) =>
  queryOptions({ queryKey: queryKeys.billingStatus(tenantId), queryFn: ({ signal }) => fetchBillingStatus(tenantId, signal) });

export const useBillingStatus = (tenantId: number | undefined) => useQuery({ ...billingStatusQueryOptions(tenantId ?? 0), enabled: Boolean(tenantId) });
