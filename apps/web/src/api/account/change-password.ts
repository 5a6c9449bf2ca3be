import { useMutation } from '@tanstack/react-query';
import { changePassword as changePasswordRoute, type RouteBodyInput } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';

/** B3: change your own password; the server revokes your other sessions' refresh tokens. */
export function changePassword(body: RouteBodyInput<typeof changePasswordRoute>): Promise<null> {
  return apiCall(changePasswordRoute, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
