import { useQuery } from '@tanstack/react-query';
import { getInvitation as getInvitationRoute } from '@dukani/contracts/routes/get-invitation';
import { apiCall } from '@/lib/api-client';

/** A12: the shop and the person an invite link (F4) is for; 404 for a link that is unknown, used or expired. */
export const getInvitation = (token: string, userId: number, signal?: AbortSignal) =>
  apiCall(getInvitationRoute, { params: { token }, query: { userId }, signal });

export function useInvitation(token: string, userId: number) {
  return useQuery({
    queryKey: ['auth', 'invitation', token, userId] as const,
    queryFn: ({ signal }) => getInvitation(token, userId, signal),
    enabled: Boolean(token) && Number.isInteger(userId) && userId > 0,
    // A dead link stays dead: asking again would only spend the per-address limit.
    retry: false,
  });
}
