import { useMutation } from '@tanstack/react-query';
import type { RouteBodyInput } from '@dukani/contracts';
import { validateLoginOtp } from '@dukani/contracts/routes/validate-login-otp';
import { apiCall } from '@/lib/api-client';

/** A10: finish a sign-in started by A2 with the SMS code. */
export const validateLoginCode = (body: RouteBodyInput<typeof validateLoginOtp>) => apiCall(validateLoginOtp, { body });

export const useValidateLoginOtp = () => useMutation({ mutationFn: validateLoginCode });
