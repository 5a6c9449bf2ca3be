import { useMutation } from '@tanstack/react-query';
import type { RouteBodyInput } from '@dukani/contracts';
import { completeRegistration } from '@dukani/contracts/routes/complete-registration';
import { apiCall } from '@/lib/api-client';

/** A4: an invited user sets a password; the token comes from the SMS link. */
export const completeInvite = ({ token, body }: { token: string; body: RouteBodyInput<typeof completeRegistration> }) =>
  apiCall(completeRegistration, { params: { token }, body });

export const useCompleteRegistration = () => useMutation({ mutationFn: completeInvite });
