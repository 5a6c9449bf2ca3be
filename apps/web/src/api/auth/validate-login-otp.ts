import { useMutation } from '@tanstack/react-query';
import { validateLoginOtp, type RouteBodyInput } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';

/** A10: finish a sign-in started by A2 with the SMS code. */
export const validateLoginCode = (body: RouteBodyInput<typeof validateLoginOtp>) => apiCall(validateLoginOtp, { body });

export const useValidateLoginOtp = () => useMutation({ mutationFn: validateLoginCode });
