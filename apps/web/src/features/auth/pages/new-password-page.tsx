import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PasswordRounded from '@mui/icons-material/PasswordRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import { recoverPassword } from '@dukani/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { bodySchema } from '@/lib/contract-schema';
import { applyApiError, fieldErrorText } from '@/lib/form/form-errors';
import { useRecoverPassword } from '@/api/auth/recover-password';
import { AuthPageHeader } from '../components/auth-page-header';
import { FormAlert } from '../components/form-alert';
import { MissingFlowState } from '../components/missing-flow-state';
import { PasswordField } from '../components/password-field';
import { useAuthFlowState } from '../hooks/use-auth-flow-state';

const newPasswordSchema = bodySchema(recoverPassword)
  .pick({ newpin: true })
  .extend({ confirmPassword: z.string({ message: 'is required' }).min(1, 'is required') })
  .refine((v) => v.newpin === v.confirmPassword, { path: ['confirmPassword'], message: 'must match password' });
type NewPasswordForm = z.input<typeof newPasswordSchema>;

/** `/forgot-password/new`: the new password (A7), then back to sign-in with the phone filled in. */
export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const flow = useAuthFlowState();
  const recover = useRecoverPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordSchema), defaultValues: { newpin: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const { userId, resetToken } = flow;

  const onSubmit = form.handleSubmit(async ({ newpin }) => {
    if (!userId || !resetToken) return;
    setAlert(null);
    try {
      await recover.mutateAsync({ userId, newpin, resetToken });
      toast.success(t('newPassword.success'));
      navigate('/', { replace: true, state: { phone: flow.phone, countryCode: flow.countryCode } });
    } catch (error) {
      setAlert(applyApiError(error, form.setError, ['newpin', 'confirmPassword']));
    }
  });

  if (!userId || !resetToken) return <MissingFlowState restartTo="/forgot-password" restartLabel={t('missing.toForgot')} />;

  return (
    <Box>
      <AuthPageHeader icon={<PasswordRounded />} title={t('newPassword.title')} subtitle={t('newPassword.subtitle')} />
      <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={2.5}>
        <FormAlert message={alert} />
        <PasswordField
          {...form.register('newpin')}
          label={t('fields.newPassword')}
          autoComplete="new-password"
          autoFocus
          error={Boolean(errors.newpin)}
          helperText={fieldErrorText(t, errors.newpin) ?? t('register.passwordHint')}
        />
        <PasswordField
          {...form.register('confirmPassword')}
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={Boolean(errors.confirmPassword)}
          helperText={fieldErrorText(t, errors.confirmPassword)}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          {t('newPassword.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
