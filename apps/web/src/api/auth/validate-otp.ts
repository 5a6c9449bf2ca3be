import { useMutation } from '@tanstack/react-query';
import { validateOtp } from '@dukani/contracts/routes/validate-otp';
import { apiCall } from '@/lib/api-client';

/** A9: check a password-reset code; returns the userId and the single-use resetToken that A7 needs. */
export const validateResetCode = ({ code, otp }: { code: string; otp: string }) => apiCall(validateOtp, { params: { code }, body: { otp } });

export const useValidateOtp = () => useMutation({ mutationFn: validateResetCode });
