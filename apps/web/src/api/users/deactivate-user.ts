import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@dukani/contracts';
import { deactivateUser as deactivateUserRoute } from '@dukani/contracts/routes/deactivate-user';
import { apiCall } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** F9: disable the user and revoke their sessions; their next request is refused. */
export function deactivateUser(userId: number): Promise<User> {
  return apiCall(deactivateUserRoute, { params: { userId } });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
