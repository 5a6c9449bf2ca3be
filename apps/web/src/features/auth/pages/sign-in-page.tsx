import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@dukani/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from '@/lib/translation/use-translation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { applyApiError, fieldErrorText } from '@/lib/form/form-errors';
import { useLogin } from '@/api/auth/login';
import { useShopTill } from '@/lib/shop-till';
import { AuthPageHeader } from '../components/auth-page-header';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { withPhoneCheck } from '../components/phone-check';
import { PhoneFields } from '../components/phone-fields';
import { useAuthFlowState } from '../hooks/use-auth-flow-state';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readTrustedPhone } from '../hooks/trusted-phone';

const resolver = withPhoneCheck(zodResolver(loginRequestSchema), 'username', 'countryCode');

/** `/`: country, phone and password (A2). Trusted devices go straight in; others confirm an SMS code. */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flow = useAuthFlowState();
  // A phone handed over by the previous screen wins; else the phone this device proved at sign-up, trusted again.
  const [trusted] = useState(readTrustedPhone);
  const prefill = flow.phone ? flow : (trusted ?? flow);
  const trustByDefault = Boolean(trusted && trusted.phone === prefill.phone && trusted.countryCode === prefill.countryCode);
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [alert, setAlert] = useState<string | null>(null);
  // On the shop's till the device token goes with the sign-in, so the shop's cashiers need no SMS code.
  const till = useShopTill();
  const form = useForm<LoginRequest>({
    resolver,
    defaultValues: { countryCode: prefill.countryCode ?? 'KE', username: prefill.phone ?? '', password: '', platform: 'Web', trustThisDevice: trustByDefault },
  });
  const { errors, isSubmitting } = form.formState;
  // The tick was for the phone this device proved: another phone typed here (a cashier on the owner's phone) is not.
  const typedPhone = form.watch('username');
  useEffect(() => {
    if (trustByDefault && typedPhone !== prefill.phone) form.setValue('trustThisDevice', false);
  }, [trustByDefault, typedPhone, prefill.phone, form]);
  const returnUrl = params.get('returnUrl');
  const carry = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const result = await login.mutateAsync(till ? { ...values, tillToken: till.token } : values);
      if (result.token && result.refreshToken && result.businessId !== undefined) {
        await completeSignIn({ token: result.token, refreshToken: result.refreshToken, businessId: result.businessId });
        return;
      }
      navigate(`/sign-in/code${carry}`, { state: { userId: result.userId, code: result.code, phone: values.username, countryCode: values.countryCode } });
    } catch (error) {
      setAlert(applyApiError(error, form.setError, ['countryCode', 'username', 'password'], { phonenumber: 'username' }));
    }
  });

  return (
    <Box>
      <AuthPageHeader title={t('signIn.title')} subtitle={t('signIn.subtitle')} />
      <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={2.5}>
        <FormAlert message={alert} />
        {till && (
          <Alert severity="info" icon={false}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('signIn.tillTitle', { name: till.name })}
            </Typography>
            <Typography variant="caption">{t('signIn.tillHint')}</Typography>
          </Alert>
        )}
        <PhoneFields control={form.control} trigger={form.trigger} countryName="countryCode" phoneName="username" autoFocus={!prefill.phone} />
        <Box>
          <PasswordField
            {...form.register('password')}
            label={t('fields.password')}
            autoComplete="current-password"
            autoFocus={Boolean(prefill.phone)}
            error={Boolean(errors.password)}
            helperText={fieldErrorText(t, errors.password)}
          />
          <Box sx={{ textAlign: 'right', mt: 1 }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2">
              {t('signIn.forgot')}
            </Link>
          </Box>
        </Box>
        {!till && (
          <Controller
            control={form.control}
            name="trustThisDevice"
            render={({ field }) => (
              <FormControlLabel
                sx={{ alignItems: 'flex-start', mr: 0 }}
                control={
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    sx={{ mt: -0.75 }}
                  />
                }
                label={
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('signIn.trust')}
                    </Typography>
                    <Typography variant="caption" color="textSecondary" sx={{ display: 'block', lineHeight: 1.5, mt: 0.25 }}>
                      {t('signIn.trustHint')}
                    </Typography>
                  </Box>
                }
              />
            )}
          />
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          {t('signIn.submit')}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          <Trans t={t} i18nKey="signIn.noAccount" components={{ cta: <Link component={RouterLink} to={`/register${carry}`} /> }} />
        </Typography>
      </Stack>
    </Box>
  );
}
