import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@dukani/contracts';
import { getUsers as getUsersRoute } from '@dukani/contracts/routes/get-users';
import { apiCall } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** F2: users linked to a business, with their roles there (the overview counts them: more than the owner means a team). */
export function getUsers(businessId: number, signal?: AbortSignal): Promise<User[]> {
  return apiCall(getUsersRoute, { params: { businessId }, signal });
}

export function getUsersQueryOptions(businessId: number) {
  return queryOptions({ queryKey: userKeys.list(businessId), queryFn: ({ signal }) => getUsers(businessId, signal) });
}

export function useUsers(businessId: number | null, enabled = true) {
  return useQuery({ ...getUsersQueryOptions(businessId ?? 0), enabled: enabled && businessId !== null && businessId > 0 });
}
