import { useState } from 'react';
import Box from '@mui/material/Box';
import SmsRounded from '@mui/icons-material/SmsRounded';
import { Trans, useTranslation } from '@/lib/translation/use-translation';
import { useSearchParams } from 'react-router';
import { useValidateLoginOtp } from '@/api/auth/validate-login-otp';
import { AuthPageHeader } from '../components/auth-page-header';
import { CodeEntryForm } from '../components/code-entry-form';
import { MissingFlowState } from '../components/missing-flow-state';
import { PhoneNumberText } from '../components/phone-number-text';
import { useAuthFlowState } from '../hooks/use-auth-flow-state';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** `/sign-in/code`: the SMS code that finishes a sign-in on a device that is not trusted (A10). */
export default function SignInCodePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const flow = useAuthFlowState();
  const validate = useValidateLoginOtp();
  const completeSignIn = useCompleteSignIn();
  const [code, setCode] = useState(flow.code);
  const returnUrl = params.get('returnUrl');
  const back = returnUrl ? `/?returnUrl=${encodeURIComponent(returnUrl)}` : '/';

  if (!flow.userId || !code) return <MissingFlowState restartTo={back} restartLabel={t('missing.toSignIn')} />;
  const userId = flow.userId;

  return (
    <Box>
      <AuthPageHeader
        back={{ to: back, label: t('actions.back') }}
        icon={<SmsRounded />}
        title={t('code.signInTitle')}
        subtitle={<Trans t={t} i18nKey="code.sentTo" components={{ phone: <PhoneNumberText phone={flow.phone} country={flow.countryCode} /> }} />}
      />
      <CodeEntryForm
        code={code}
        onResent={setCode}
        submitLabel={t('code.verifyAndSignIn')}
        onVerify={async (otp) => {
          const tokens = await validate.mutateAsync({ userId, otp });
          await completeSignIn(tokens);
        }}
      />
    </Box>
  );
}
