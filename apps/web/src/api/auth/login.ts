import { useMutation } from '@tanstack/react-query';
import type { RouteBodyInput } from '@dukani/contracts';
import { login } from '@dukani/contracts/routes/login';
import { apiCall } from '@/lib/api-client';

/** A2: sign in; tokens at once, or otpRequired with the userId and combined code for A10. */
export const signIn = (body: RouteBodyInput<typeof login>) => apiCall(login, { body });

export const useLogin = () => useMutation({ mutationFn: signIn });
