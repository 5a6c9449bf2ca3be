import { useState } from 'react';
import Box from '@mui/material/Box';
import SmsRounded from '@mui/icons-material/SmsRounded';
import { Trans, useTranslation } from '@/lib/translation/use-translation';
import { useNavigate } from 'react-router';
import { useValidateOtp } from '@/api/auth/validate-otp';
import { AuthPageHeader } from '../components/auth-page-header';
import { CodeEntryForm } from '../components/code-entry-form';
import { MissingFlowState } from '../components/missing-flow-state';
import { PhoneNumberText } from '../components/phone-number-text';
import { useAuthFlowState } from '../hooks/use-auth-flow-state';

/** `/forgot-password/code`: the reset code (A9), which names the user whose password A7 sets. */
export default function ResetCodePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const flow = useAuthFlowState();
  const validate = useValidateOtp();
  const [code, setCode] = useState(flow.code);

  if (!code) return <MissingFlowState restartTo="/forgot-password" restartLabel={t('missing.toForgot')} />;

  return (
    <Box>
      <AuthPageHeader
        back={{ to: '/forgot-password', label: t('actions.back') }}
        icon={<SmsRounded />}
        title={t('code.resetTitle')}
        subtitle={<Trans t={t} i18nKey="code.sentTo" components={{ phone: <PhoneNumberText phone={flow.phone} country={flow.countryCode} /> }} />}
      />
      <CodeEntryForm
        code={code}
        onResent={setCode}
        submitLabel={t('code.continue')}
        onVerify={async (otp) => {
          const { userId, resetToken } = await validate.mutateAsync({ code, otp });
          navigate('/forgot-password/new', { replace: true, state: { userId, resetToken, phone: flow.phone, countryCode: flow.countryCode } });
        }}
      />
    </Box>
  );
}
