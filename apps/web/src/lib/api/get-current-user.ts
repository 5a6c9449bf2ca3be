import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserById } from '@dukani/contracts';
import { apiCall } from '../api-client';
import { queryKeys } from '../query-keys';
import { canUse, useSession } from '../session-store';

/** F10 for the signed-in user: their name and phone for the greeting and the user menu. */
export const fetchUser = (userId: number, signal?: AbortSignal) => apiCall(getUserById, { params: { userId }, signal });

export const userQueryOptions = (userId: number) =>
  queryOptions({ queryKey: queryKeys.user(userId), queryFn: ({ signal }) => fetchUser(userId, signal), staleTime: 5 * 60_000 });

/**
 * F10 is gated by the `users` key (API.md §1.2), so a cashier without it is not asked: the UI
 * falls back to the role and business it already knows.
 */
export function useCurrentUser() {
  const userId = useSession((s) => s.claims?.userid);
  const allowed = useSession((s) => canUse(s, ['users']));
  return useQuery({ ...userQueryOptions(userId ?? 0), enabled: Boolean(userId) && allowed });
}
