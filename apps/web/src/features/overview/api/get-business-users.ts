import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUsers } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';

/** F2: the people linked to the business; more than the owner means the team is invited. */
export const fetchBusinessUsers = (businessId: number, signal?: AbortSignal) => apiCall(getUsers, { params: { businessId }, signal });

export const businessUsersQueryOptions = (businessId: number) =>
  queryOptions({ queryKey: ['users', 'business', businessId], queryFn: ({ signal }) => fetchBusinessUsers(businessId, signal) });

export const useBusinessUsers = (businessId: number | null, enabled: boolean) =>
  useQuery({ ...businessUsersQueryOptions(businessId ?? 0), enabled: enabled && Boolean(businessId) });
