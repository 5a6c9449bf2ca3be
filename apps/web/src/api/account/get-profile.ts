import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteResult } from '@dukani/contracts';
import { getProfile as getProfileRoute } from '@dukani/contracts/routes/get-profile';
import { apiCall } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export type ProfileWithBusinessTypes = RouteResult<typeof getProfileRoute>;

/** B1: the organisation profile; custId is the business id (API.md 3.3 #6). */
export function getProfile(custId: number): Promise<ProfileWithBusinessTypes> {
  return apiCall(getProfileRoute, { params: { custId } });
}

export function getProfileQueryOptions(custId: number) {
  return queryOptions({ queryKey: accountKeys.profile(custId), queryFn: () => getProfile(custId) });
}

export function useProfile(custId: number | null) {
  return useQuery({ ...getProfileQueryOptions(custId ?? 0), enabled: custId !== null });
}
