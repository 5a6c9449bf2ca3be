import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@dukani/contracts';
import { getCategories as getCategoriesRoute } from '@dukani/contracts/routes/get-categories';
import { apiCall } from '@/lib/api-client';
import { categoryKeys, type CategoryGroup } from './category-keys';

/** I6: the categories with their subcategories, by name: one group's, or every one without a group. */
export function getCategories(businessId: number, group?: CategoryGroup, signal?: AbortSignal): Promise<Category[]> {
  return apiCall(getCategoriesRoute, { params: { businessId }, query: group ? { ProductType: group } : {}, signal });
}

export function getCategoriesQueryOptions(businessId: number, group?: CategoryGroup) {
  return queryOptions({ queryKey: categoryKeys.list(businessId, group), queryFn: ({ signal }) => getCategories(businessId, group, signal) });
}

export function useCategories(businessId: number | null, group?: CategoryGroup) {
  return useQuery({ ...getCategoriesQueryOptions(businessId ?? 0, group), enabled: businessId !== null });
}
