import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { registrationSchema } from '@dukani/contracts';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from '@/lib/translation/use-translation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { applyApiError, fieldErrorText } from '@/lib/form/form-errors';
import { useRegister } from '@/api/auth/register';
import { AuthPageHeader } from '../components/auth-page-header';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { withPhoneCheck } from '../components/phone-check';
import { PhoneFields } from '../components/phone-fields';

/** A3's body plus a confirmation the server never sees: a typo in a new password locks the owner out. */
const registerFormSchema = registrationSchema
  .extend({ confirmPassword: z.string({ message: 'is required' }).min(1, 'is required') })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'must match password' });
type RegisterForm = z.input<typeof registerFormSchema>;
type RegisterValues = z.output<typeof registerFormSchema>;

const resolver = withPhoneCheck(zodResolver(registerFormSchema), 'phoneNumber', 'countryCode');
const FIELDS = ['firstName', 'lastName', 'businessName', 'phoneNumber', 'email', 'countryCode', 'password', 'confirmPassword'] as const;

/** `/register`: a new shop owner, their first business, then an SMS code to verify the phone. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<RegisterForm, unknown, RegisterValues>({
    resolver,
    defaultValues: { firstName: '', lastName: '', businessName: '', phoneNumber: '', email: '', countryCode: 'KE', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const returnUrl = params.get('returnUrl');
  const signInPath = returnUrl ? `/?returnUrl=${encodeURIComponent(returnUrl)}` : '/';

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    setAlert(null);
    try {
      const result = await register.mutateAsync({ ...body, email: body.email || '' });
      navigate('/register/verify', { state: { userId: result.userId, code: result.code, phone: body.phoneNumber, countryCode: body.countryCode } });
    } catch (error) {
      setAlert(applyApiError(error, form.setError, FIELDS));
    }
  });

  const text = (name: (typeof FIELDS)[number], label: string, autoComplete: string, extra: { autoFocus?: boolean; type?: string } = {}) => (
    <TextField
      {...form.register(name)}
      label={label}
      autoComplete={autoComplete}
      error={Boolean(errors[name])}
      helperText={fieldErrorText(t, errors[name])}
      {...extra}
    />
  );

  return (
    <Box>
      <AuthPageHeader title={t('register.title')} subtitle={t('register.subtitle')} />
      <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={2.5}>
        <FormAlert message={alert} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          {text('firstName', t('fields.firstName'), 'given-name', { autoFocus: true })}
          {text('lastName', t('fields.lastName'), 'family-name')}
        </Stack>
        {text('businessName', t('fields.businessName'), 'organization')}
        <PhoneFields control={form.control} trigger={form.trigger} countryName="countryCode" phoneName="phoneNumber" />
        {text('email', t('fields.emailOptional'), 'email', { type: 'email' })}
        <PasswordField
          {...form.register('password')}
          label={t('fields.password')}
          autoComplete="new-password"
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
          {t('register.submit')}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          <Trans t={t} i18nKey="register.haveAccount" components={{ cta: <Link component={RouterLink} to={signInPath} /> }} />
        </Typography>
      </Stack>
    </Box>
  );
}
