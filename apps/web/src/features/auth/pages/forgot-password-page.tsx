import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPassword, type RouteBodyInput } from '@dukani/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { useNavigate } from 'react-router';
import { bodySchema } from '@/lib/contract-schema';
import { applyApiError } from '@/lib/form/form-errors';
import { useResetPassword } from '@/api/auth/reset-password';
import { AuthPageHeader } from '../components/auth-page-header';
import { FormAlert } from '../components/form-alert';
import { withPhoneCheck } from '../components/phone-check';
import { PhoneFields } from '../components/phone-fields';
import { useAuthFlowState } from '../hooks/use-auth-flow-state';

type ResetForm = RouteBodyInput<typeof resetPassword>;
const resolver = withPhoneCheck(zodResolver(bodySchema(resetPassword)), 'phonenumber', 'countrycode');

/** `/forgot-password`: the phone to send a reset code to (A5). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const prefill = useAuthFlowState();
  const reset = useResetPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ResetForm>({ resolver, defaultValues: { countrycode: prefill.countryCode ?? 'KE', phonenumber: prefill.phone ?? '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const result = await reset.mutateAsync(values);
      navigate('/forgot-password/code', { state: { code: result.code, phone: values.phonenumber, countryCode: values.countrycode } });
    } catch (error) {
      setAlert(applyApiError(error, form.setError, ['phonenumber', 'countrycode']));
    }
  });

  return (
    <Box>
      <AuthPageHeader
        back={{ to: '/', label: t('actions.backToSignIn') }}
        icon={<LockResetRounded />}
        title={t('forgot.title')}
        subtitle={t('forgot.subtitle')}
      />
      <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={3}>
        <FormAlert message={alert} />
        <PhoneFields control={form.control} trigger={form.trigger} countryName="countrycode" phoneName="phonenumber" autoFocus />
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
