import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeItem } from '@dukani/contracts';
import { getPackagingUnits as getPackagingUnitsRoute } from '@dukani/contracts/routes/get-packaging-units';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** I35: the tax authority's packaging unit codes. */
export function getPackagingUnits(signal?: AbortSignal): Promise<CodeItem[]> {
  return apiCall(getPackagingUnitsRoute, { signal });
}

export function usePackagingUnits() {
  return useQuery(queryOptions({ queryKey: productKeys.packagingUnits(), queryFn: ({ signal }) => getPackagingUnits(signal), staleTime: Infinity }));
}
