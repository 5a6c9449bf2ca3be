import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopTill } from '@dukani/contracts';
import { getTills as getTillsRoute } from '@dukani/contracts/routes/get-tills';
import { apiCall } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

/** T2: the business's working shop tills. */
export function getTills(businessId: number, signal?: AbortSignal): Promise<ShopTill[]> {
  return apiCall(getTillsRoute, { params: { businessId }, signal });
}

export function getTillsQueryOptions(businessId: number) {
  return queryOptions({ queryKey: deviceKeys.tills(businessId), queryFn: ({ signal }) => getTills(businessId, signal) });
}

export function useTills(businessId: number | null) {
  return useQuery({ ...getTillsQueryOptions(businessId ?? 0), enabled: businessId !== null && businessId > 0 });
}
