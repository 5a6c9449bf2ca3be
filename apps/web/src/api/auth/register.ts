import { useMutation } from '@tanstack/react-query';
import type { RouteBodyInput } from '@dukani/contracts';
import { register } from '@dukani/contracts/routes/register';
import { apiCall } from '@/lib/api-client';

/** A3: self sign-up (tenant, Owner, first business); an SMS code follows for A6. */
export const registerAccount = (body: RouteBodyInput<typeof register>) => apiCall(register, { body });

export const useRegister = () => useMutation({ mutationFn: registerAccount });
