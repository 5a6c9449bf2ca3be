import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentUser } from '@dukani/contracts/routes/get-current-user';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from './session-keys';
import { useSession } from '@/lib/session-store';

/** B6 (added): the signed-in user's own record, readable in every role, for the greeting and the user menu. */
export const fetchCurrentUser = (signal?: AbortSignal) => apiCall(getCurrentUser, { signal });

export const currentUserQueryOptions = (userId: number) =>
  queryOptions({ queryKey: queryKeys.user(userId), queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 5 * 60_000 });

export function useCurrentUser() {
  const userId = useSession((s) => s.claims?.userid);
  return useQuery({ ...currentUserQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
