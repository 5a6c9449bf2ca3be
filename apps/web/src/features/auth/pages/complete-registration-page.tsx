import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import { completeRegistrationSchema } from '@dukani/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { applyApiError, fieldErrorText } from '@/lib/form/form-errors';
import { useCompleteRegistration } from '@/api/auth/complete-registration';
import { useInvitation } from '@/api/auth/get-invitation';
import { isApiError } from '@/lib/api-client';
import { AuthPageHeader } from '../components/auth-page-header';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';

type CompleteForm = z.input<typeof completeRegistrationSchema>;

/**
 * `/complete-registration/:token?u=<userId>`: the invite link from the SMS (F4). A4 needs the
 * userId, which only the link can carry, so the link's `u` query supplies it.
 */
export default function CompleteRegistrationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const userId = Number(params.get('u'));
  const complete = useCompleteRegistration();
  const invitation = useInvitation(token, userId);
  const invited = invitation.data;
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<CompleteForm>({ resolver: zodResolver(completeRegistrationSchema), defaultValues: { userId, password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      const joined = await complete.mutateAsync({ token, body });
      toast.success(t('invite.success'));
      // The sign-in screen starts with the phone the invite went to: only the new password is left to type.
      navigate('/', { replace: true, state: { phone: joined.phoneNumber, countryCode: joined.countryCode } });
    } catch (error) {
      setAlert(applyApiError(error, form.setError, ['password', 'confirmPassword']));
    }
  });

  const isDeadLink = isApiError(invitation.error) && invitation.error.status === 404;
  if (!token || !Number.isInteger(userId) || userId <= 0 || isDeadLink) {
    return (
      <Stack>
        <AuthPageHeader
          icon={<LinkOffRounded />}
          title={t(isDeadLink ? 'invite.deadTitle' : 'invite.brokenTitle')}
          subtitle={t(isDeadLink ? 'invite.deadText' : 'invite.brokenText')}
        />
        <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
          {t('actions.backToSignIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box>
      <AuthPageHeader
        icon={<HowToRegRounded />}
        title={invited ? t('invite.titleShop', { shop: invited.businessName }) : t('invite.title')}
        subtitle={invited ? t('invite.subtitleShop', { name: invited.name, shop: invited.businessName }) : t('invite.subtitle')}
      />
      <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={2.5}>
        <FormAlert message={alert ?? (errors.userId ? t('invite.brokenText') : null)} />
        {invited ? <TextField label={t('fields.phone')} value={invited.phoneNumber} slotProps={{ input: { readOnly: true } }} autoComplete="username" /> : null}
        <PasswordField
          {...form.register('password')}
          label={t('fields.newPassword')}
          autoComplete="new-password"
          autoFocus
          error={Boolean(errors.password)}
          helperText={fieldErrorText(t, errors.password) ?? t('register.passwordHint')}
        />
        <PasswordField
          {...form.register('confirmPassword')}
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={Boolean(errors.confirmPassword)}
          helperText={fieldErrorText(t, errors.confirmPassword)}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          {t('invite.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
