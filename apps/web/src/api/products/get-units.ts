import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteResult } from '@dukani/contracts';
import { getUnits as getUnitsRoute } from '@dukani/contracts/routes/get-units';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';

export type UnitOption = RouteResult<typeof getUnitsRoute>[number];

/** I7: the fixed, system-wide unit list; it never changes while the app runs. */
export function getUnits(signal?: AbortSignal): Promise<UnitOption[]> {
  return apiCall(getUnitsRoute, { signal });
}

export function useUnits() {
  return useQuery(queryOptions({ queryKey: productKeys.units(), queryFn: ({ signal }) => getUnits(signal), staleTime: Infinity }));
}
