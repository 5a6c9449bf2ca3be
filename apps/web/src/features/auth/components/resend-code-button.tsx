import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { messageText } from '@/lib/form/form-errors';
import { waitText } from '@/lib/form/wait-text';
import { isApiError } from '@/lib/api-client';
import { useFormatLocale } from '@/lib/format/format-locale';
import { useResendOtp } from '@/api/auth/resend-otp';

export const RESEND_SECONDS = 60;

interface ResendCodeButtonProps {
  /** The combined code of the pending one-time code. */
  code: string;
  /** The server may hand back a new combined code: later calls must echo that one. */
  onResent: (code: string) => void;
}

/** "Resend code" (A8), locked for 60 s after each send so an impatient tap cannot burn the SMS limit. */
export function ResendCodeButton({ code, onResent }: ResendCodeButtonProps) {
  const { t } = useTranslation('auth');
  const resend = useResendOtp();
  const locale = useFormatLocale();
  const [secondsLeft, setSecondsLeft] = useState(RESEND_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  async function onClick() {
    try {
      const result = await resend.mutateAsync(code);
      onResent(result.code);
      setSecondsLeft(RESEND_SECONDS);
      toast.success(t('code.resent'));
    } catch (error) {
      toast.error(waitText(t, error, locale, 'auth:code.resendLimit') ?? messageText(t, isApiError(error) ? error.message : ''));
    }
  }

  const waiting = secondsLeft > 0;
  const clock = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;
  return (
    <Button variant="text" onClick={() => void onClick()} disabled={waiting || resend.isPending} aria-live="polite">
      {waiting ? t('code.resendIn', { time: clock }) : resend.isPending ? t('code.resending') : t('code.resend')}
    </Button>
  );
}
