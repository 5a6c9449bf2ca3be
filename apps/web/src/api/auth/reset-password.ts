import { useMutation } from '@tanstack/react-query';
import type { RouteBodyInput } from '@dukani/contracts';
import { resetPassword } from '@dukani/contracts/routes/reset-password';
import { apiCall } from '@/lib/api-client';

/** A5: forgotten password; sends a code and returns the combined code for A8 and A9. */
export const requestPasswordReset = (body: RouteBodyInput<typeof resetPassword>) => apiCall(resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: requestPasswordReset });
