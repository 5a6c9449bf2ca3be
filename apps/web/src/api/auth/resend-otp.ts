import { useMutation } from '@tanstack/react-query';
import { resendOtp } from '@dukani/contracts/routes/resend-otp';
import { apiCall } from '@/lib/api-client';

/** A8: send the pending code again; the combined code is echoed exactly as the server gave it. */
export const resendCode = (code: string) => apiCall(resendOtp, { params: { code } });

export const useResendOtp = () => useMutation({ mutationFn: resendCode });
