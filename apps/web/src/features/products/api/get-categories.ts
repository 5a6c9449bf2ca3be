import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategories as getCategoriesRoute, type Category } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** I6: every category of the business with its subcategories; the screens filter by type themselves. */
export function getCategories(businessId: number, signal?: AbortSignal): Promise<Category[]> {
  return apiCall(getCategoriesRoute, { params: { businessId }, signal });
}

export function getCategoriesQueryOptions(businessId: number) {
  return queryOptions({ queryKey: productKeys.categories(businessId), queryFn: ({ signal }) => getCategories(businessId, signal) });
}

export function useCategories(businessId: number | null) {
  return useQuery({ ...getCategoriesQueryOptions(businessId ?? 0), enabled: businessId !== null });
}
