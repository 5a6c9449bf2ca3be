import { useMutation } from '@tanstack/react-query';
import { recoverPassword, type RouteBodyInput } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';

/** A7: the new password, within 10 minutes of a successful A9. */
export const setNewPassword = (body: RouteBodyInput<typeof recoverPassword>) => apiCall(recoverPassword, { body });

export const useRecoverPassword = () => useMutation({ mutationFn: setNewPassword });
