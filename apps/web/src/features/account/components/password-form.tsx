import { Alert, Card, CardContent, Stack } from '@mui/material';
import { FormFooter } from '@/components/form/form-footer';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { passwordChangeSchema, type PasswordChange } from '@dukani/contracts';
import type { z } from 'zod';
import { useChangePassword } from '@/api/account/change-password';
import { useSession } from '@/lib/session-store';
import { showSaveError } from '@/lib/form/show-save-error';
import { PasswordField } from './password-field';

type PasswordOutput = z.output<typeof passwordChangeSchema>;
const FIELDS = ['oldpassword', 'newpassword', 'confirmpassword'] as const;

/** B3: old, new and confirmation; the schema is the server's, so a mismatch is caught before sending. */
export function PasswordForm({ userId, businessId }: { userId: number; businessId: number }) {
  const { t } = useTranslation('account');
  const changePassword = useChangePassword();
  const empty = { userId, businessId, oldpassword: '', newpassword: '', confirmpassword: '' };
  const { control, handleSubmit, setError, reset } = useForm<PasswordChange, unknown, PasswordOutput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (data) => {
    try {
      // B3 ends every session, this one included: this device carries on with the fresh pair it returns.
      const tokens = await changePassword.mutateAsync(data);
      useSession.getState().setAccessTokens(tokens);
      toast.success(t('password.saved'));
      reset(empty);
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'), { setError, fields: FIELDS });
    }
  });

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={t('password.title')}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <PasswordField control={control} name="oldpassword" label={t('password.old')} autoComplete="current-password" required />
          <PasswordField control={control} name="newpassword" label={t('password.new')} helperText={t('password.rule')} autoComplete="new-password" required />
          <PasswordField control={control} name="confirmpassword" label={t('password.confirm')} autoComplete="new-password" required />
          <Alert severity="info" variant="outlined">
            {t('password.signOutNote')}
          </Alert>
        </Stack>
      </CardContent>
      <FormFooter isSaving={changePassword.isPending} submitLabel={t('password.submit')} submitIcon={<LockResetOutlinedIcon />} />
    </Card>
  );
}
