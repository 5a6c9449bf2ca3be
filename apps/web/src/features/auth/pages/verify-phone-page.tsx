import { useState } from 'react';
import Box from '@mui/material/Box';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import { Trans, useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { useNavigate } from 'react-router';
import { useVerifyOtp } from '@/api/auth/verify-otp';
import { AuthPageHeader } from '../components/auth-page-header';
import { CodeEntryForm } from '../components/code-entry-form';
import { MissingFlowState } from '../components/missing-flow-state';
import { PhoneNumberText } from '../components/phone-number-text';
import { useAuthFlowState } from '../hooks/use-auth-flow-state';

/** product-spec §8's A6 failure text, kept for a check that got no answer; a refusal shows the server's sentence. */
const VERIFY_FAILURE = 'Something Happened. Try Again Later.';

/** `/register/verify`: the code sent after sign-up (A6); then sign in with the phone filled in. */
export default function VerifyPhonePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const flow = useAuthFlowState();
  const verify = useVerifyOtp();
  const [code, setCode] = useState(flow.code);

  if (!flow.userId || !code) return <MissingFlowState restartTo="/register" restartLabel={t('missing.toRegister')} />;
  const userId = flow.userId;

  return (
    <Box>
      <AuthPageHeader
        back={{ to: '/register', label: t('actions.back') }}
        icon={<MarkEmailReadRounded />}
        title={t('verify.title')}
        subtitle={<Trans t={t} i18nKey="code.sentTo" components={{ phone: <PhoneNumberText phone={flow.phone} country={flow.countryCode} /> }} />}
      />
      <CodeEntryForm
        code={code}
        onResent={setCode}
        submitLabel={t('verify.submit')}
        noAnswerText={VERIFY_FAILURE}
        onVerify={async (otp) => {
          await verify.mutateAsync({ userId, otp });
          toast.success(t('verify.success'));
          navigate('/', { replace: true, state: { phone: flow.phone, countryCode: flow.countryCode } });
        }}
      />
    </Box>
  );
}
