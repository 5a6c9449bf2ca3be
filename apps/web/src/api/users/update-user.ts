import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput, User } from '@dukani/contracts';
import { updateUser as updateUserRoute } from '@dukani/contracts/routes/update-user';
import { apiCall } from '@/lib/api-client';
import { userKeys } from './user-keys';

export interface UpdateUserOptions {
  userId: number;
  data: RouteBodyInput<typeof updateUserRoute>;
}

/** F6: edit the user and their role in data.businessId; also how a disabled user is enabled again. */
export function updateUser({ userId, data }: UpdateUserOptions): Promise<User> {
  return apiCall(updateUserRoute, { params: { userId }, body: data });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
