import { useMutation } from '@tanstack/react-query';
import type { RouteBodyInput } from '@dukani/contracts';
import { recoverPassword } from '@dukani/contracts/routes/recover-password';
import { apiCall } from '@/lib/api-client';

/** A7: the new password with A9's resetToken, within 10 minutes; every session of the user ends. */
export const setNewPassword = (body: RouteBodyInput<typeof recoverPassword>) => apiCall(recoverPassword, { body });

export const useRecoverPassword = () => useMutation({ mutationFn: setNewPassword });
