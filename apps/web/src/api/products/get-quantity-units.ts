import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeItem } from '@dukani/contracts';
import { getQuantityUnits as getQuantityUnitsRoute } from '@dukani/contracts/routes/get-quantity-units';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** I36: the tax authority's quantity unit codes. */
export function getQuantityUnits(signal?: AbortSignal): Promise<CodeItem[]> {
  return apiCall(getQuantityUnitsRoute, { signal });
}

export function useQuantityUnits() {
  return useQuery(queryOptions({ queryKey: productKeys.quantityUnits(), queryFn: ({ signal }) => getQuantityUnits(signal), staleTime: Infinity }));
}
