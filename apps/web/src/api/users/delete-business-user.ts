import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBusinessUser as deleteBusinessUserRoute } from '@dukani/contracts/routes/delete-business-user';
import { apiCall } from '@/lib/api-client';
import { userKeys } from './user-keys';

export interface DeleteBusinessUserOptions {
  userId: number;
  businessId: number;
}

/** F7: unlink a user from one business; the last Owner cannot be removed (409 IN_USE). */
export function deleteBusinessUser({ userId, businessId }: DeleteBusinessUserOptions): Promise<null> {
  return apiCall(deleteBusinessUserRoute, { params: { userId, businessId } });
}

export function useDeleteBusinessUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBusinessUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
