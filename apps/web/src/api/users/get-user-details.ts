import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteResult } from '@dukani/contracts';
import { getUserDetails as getUserDetailsRoute } from '@dukani/contracts/routes/get-user-details';
import { apiCall } from '@/lib/api-client';
import { userKeys } from './user-keys';

export type UserDetails = RouteResult<typeof getUserDetailsRoute>;

/** F3: a user as seen in one business, plus every business they are linked to. */
export function getUserDetails(userId: number, businessId: number): Promise<UserDetails> {
  return apiCall(getUserDetailsRoute, { params: { userId, businessId } });
}

export function getUserDetailsQueryOptions(userId: number, businessId: number) {
  return queryOptions({ queryKey: userKeys.details(userId, businessId), queryFn: () => getUserDetails(userId, businessId) });
}

export function useUserDetails(userId: number | null, businessId: number | null) {
  return useQuery({ ...getUserDetailsQueryOptions(userId ?? 0, businessId ?? 0), enabled: userId !== null && businessId !== null });
}
