import { useMutation } from '@tanstack/react-query';
import type { RouteBodyInput, Tokens } from '@dukani/contracts';
import { changePassword as changePasswordRoute } from '@dukani/contracts/routes/change-password';
import { apiCall } from '@/lib/api-client';

/** B3: change your own password; the server ends every session and returns fresh tokens for this one. */
export function changePassword(body: RouteBodyInput<typeof changePasswordRoute>): Promise<Tokens> {
  return apiCall(changePasswordRoute, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
