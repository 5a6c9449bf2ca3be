import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUsers as getUsersRoute, type User } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** F2: users linked to a business, with their roles there. */
export function getUsers(businessId: number): Promise<User[]> {
  return apiCall(getUsersRoute, { params: { businessId } });
}

export function getUsersQueryOptions(businessId: number) {
  return queryOptions({ queryKey: userKeys.list(businessId), queryFn: () => getUsers(businessId) });
}

export function useUsers(businessId: number | null) {
  return useQuery({ ...getUsersQueryOptions(businessId ?? 0), enabled: businessId !== null });
}
