import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bundle } from '@dukani/contracts';
import { getBundles as getBundlesRoute } from '@dukani/contracts/routes/get-bundles';
import { apiCall } from '@/lib/api-client';
import { bundleKeys } from './bundle-keys';

/** I4: the business's bundles with how many the components' stock allows. */
export function getBundles(businessId: number, signal?: AbortSignal): Promise<Bundle[]> {
  return apiCall(getBundlesRoute, { params: { businessId }, signal });
}

export function getBundlesQueryOptions(businessId: number) {
  return queryOptions({ queryKey: bundleKeys.list(businessId), queryFn: ({ signal }) => getBundles(businessId, signal) });
}

export function useBundles(businessId: number | null, enabled = true) {
  return useQuery({ ...getBundlesQueryOptions(businessId ?? 0), enabled: enabled && businessId !== null });
}
