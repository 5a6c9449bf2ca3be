import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput, RouteResult } from '@dukani/contracts';
import { createUser as createUserRoute } from '@dukani/contracts/routes/create-user';
import { apiCall } from '@/lib/api-client';
import { userKeys } from './user-keys';

export type CreatedUser = RouteResult<typeof createUserRoute>;

/** F4: invite a new user to the business; the server texts them an invite link (A4). */
export function createUser(body: RouteBodyInput<typeof createUserRoute>): Promise<CreatedUser> {
  return apiCall(createUserRoute, { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
