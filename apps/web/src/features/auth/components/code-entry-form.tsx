import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { otpSchema } from '@dukani/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { applyApiError, fieldErrorText } from '@/lib/form/form-errors';
import { waitText } from '@/lib/form/wait-text';
import { useFormatLocale } from '@/lib/format/format-locale';
import { FormAlert } from './form-alert';
import { OtpInput } from './otp-input';
import { ResendCodeButton } from './resend-code-button';

const codeSchema = z.object({ otp: otpSchema });
type CodeForm = z.input<typeof codeSchema>;

interface CodeEntryFormProps {
  /** The combined code for A8. */
  code: string;
  onResent: (code: string) => void;
  onVerify: (otp: string) => Promise<void>;
  submitLabel: string;
  /**
   * The spec's fixed text for a call that got no answer (A6: product-spec §8). A refusal with the
   * server's sentence (wrong code, tries left) is always shown as the server wrote it.
   */
  noAnswerText?: string;
}

/** Six digits, verify, and resend: the body of every one-time-code screen. */
export function CodeEntryForm({ code, onResent, onVerify, submitLabel, noAnswerText }: CodeEntryFormProps) {
  const { t } = useTranslation('auth');
  const errorId = useId();
  const locale = useFormatLocale();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<CodeForm>({ resolver: zodResolver(codeSchema), defaultValues: { otp: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ otp }) => {
    setAlert(null);
    try {
      await onVerify(otp);
    } catch (error) {
      // Only a refusal (4xx with its envelope) is an answer: a network failure or a server fault is not.
      const refusal = isApiError(error) && error.body !== undefined && error.status < 500 ? error : null;
      if (noAnswerText) setAlert(refusal ? (waitText(t, refusal, locale) ?? refusal.message) : noAnswerText);
      else setAlert(waitText(t, error, locale) ?? applyApiError(error, form.setError, ['otp']));
      form.setValue('otp', '');
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={3}>
      <Controller
        control={form.control}
        name="otp"
        render={({ field, fieldState }) => (
          <div>
            <OtpInput
              value={field.value}
              onChange={field.onChange}
              onComplete={() => {
                if (!form.formState.isSubmitting) void submit();
              }}
              error={Boolean(fieldState.error || alert)}
              disabled={isSubmitting}
              autoFocus
              describedBy={fieldState.error ? errorId : undefined}
            />
            {fieldState.error ? (
              <FormHelperText id={errorId} error sx={{ textAlign: 'center', mt: 1 }}>
                {fieldErrorText(t, fieldState.error)}
              </FormHelperText>
            ) : null}
          </div>
        )}
      />
      <FormAlert message={alert} />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
        {submitLabel}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', columnGap: 0.5 }}>
        <Typography variant="body2" color="textSecondary">
          {t('code.noCode')}
        </Typography>
        <ResendCodeButton code={code} onResent={onResent} />
      </Stack>
    </Stack>
  );
}
