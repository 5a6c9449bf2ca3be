import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bundle } from '@dukani/contracts';
import { getBundle as getBundleRoute } from '@dukani/contracts/routes/get-bundle';
import { apiCall } from '@/lib/api-client';
import { bundleKeys } from './bundle-keys';

/** I14: one bundle, with how many its components' stock allows. */
export function getBundle(id: number): Promise<Bundle> {
  return apiCall(getBundleRoute, { params: { id } });
}

export function getBundleQueryOptions(id: number) {
  return queryOptions({ queryKey: bundleKeys.detail(id), queryFn: () => getBundle(id) });
}

export function useBundle(id: number) {
  return useQuery({ ...getBundleQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
