import { useMutation } from '@tanstack/react-query';
import type { RouteBodyInput } from '@dukani/contracts';
import { verifyOtp } from '@dukani/contracts/routes/verify-otp';
import { apiCall } from '@/lib/api-client';

/** A6: confirm the phone after sign-up. */
export const verifyPhone = (body: RouteBodyInput<typeof verifyOtp>) => apiCall(verifyOtp, { body });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyPhone });
