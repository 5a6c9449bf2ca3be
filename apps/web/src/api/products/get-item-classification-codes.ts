import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeItem } from '@dukani/contracts';
import { getItemClassificationCodes as getItemClassificationCodesRoute } from '@dukani/contracts/routes/get-item-classification-codes';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** I37: tax-authority item classification codes matching a search (the list has thousands). */
export function getItemClassificationCodes(search: string, signal?: AbortSignal): Promise<CodeItem[]> {
  return apiCall(getItemClassificationCodesRoute, { query: { SearchParam: search || null }, signal });
}

export function useItemClassificationCodes(search: string, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: productKeys.classificationCodes(search),
      queryFn: ({ signal }) => getItemClassificationCodes(search, signal),
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}
