import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategories as getCategoriesRoute, type Category } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { categoryKeys, type CategoryGroup } from './category-keys';

/** I6: one group's categories with their subcategories, by name. */
export function getCategories(businessId: number, group: CategoryGroup): Promise<Category[]> {
  return apiCall(getCategoriesRoute, { params: { businessId }, query: { ProductType: group } });
}

export function getCategoriesQueryOptions(businessId: number, group: CategoryGroup) {
  return queryOptions({ queryKey: categoryKeys.list(businessId, group), queryFn: () => getCategories(businessId, group) });
}

export function useCategories(businessId: number | null, group: CategoryGroup) {
  return useQuery({ ...getCategoriesQueryOptions(businessId ?? 0, group), enabled: businessId !== null });
}
