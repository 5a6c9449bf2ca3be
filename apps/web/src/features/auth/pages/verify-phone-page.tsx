import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import { Trans, useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { useVerifyOtp } from '@/api/auth/verify-otp';
import { saveRequireOpenSession } from '@/api/settings/save-cash-register-settings';
import { AuthPageHeader } from '../components/auth-page-header';
import { CodeEntryForm } from '../components/code-entry-form';
import { MissingFlowState } from '../components/missing-flow-state';
import { PhoneNumberText } from '../components/phone-number-text';
import { RegisterQuestion } from '../components/register-question';
import { useAuthFlowState } from '../hooks/use-auth-flow-state';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { rememberTrustedPhone } from '../hooks/trusted-phone';

/** product-spec §8's A6 failure text, kept for a check that got no answer; a refusal shows the server's sentence. */
const VERIFY_FAILURE = 'Something Happened. Try Again Later.';

/**
 * `/register/verify`: the code sent after sign-up (A6). Its answer is the session, so the new owner goes straight
 * into the shop: no second sign-in, no second code. The register question is answered on the way in.
 */
export default function VerifyPhonePage() {
  const { t } = useTranslation('auth');
  const flow = useAuthFlowState();
  const verify = useVerifyOtp();
  const completeSignIn = useCompleteSignIn();
  const [code, setCode] = useState(flow.code);
  const [requireOpenSession, setRequireOpenSession] = useState(true);

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
      <Stack spacing={3}>
        <CodeEntryForm
          code={code}
          onResent={setCode}
          submitLabel={t('verify.submit')}
          noAnswerText={VERIFY_FAILURE}
          onVerify={async (otp) => {
            const { token, refreshToken, businessId } = await verify.mutateAsync({ userId, otp });
            if (flow.phone && flow.countryCode) rememberTrustedPhone({ phone: flow.phone, countryCode: flow.countryCode });
            await completeSignIn({ token, refreshToken, businessId }, async () => {
              // The code is spent: a failed save must not keep the owner out. Register settings can set it later.
              try {
                await saveRequireOpenSession(businessId, requireOpenSession);
              } catch {
                toast.error(t('firstRun.notSaved'));
              }
            });
            toast.success(t('verify.success'));
          }}
        />
        <RegisterQuestion checked={requireOpenSession} onChange={setRequireOpenSession} />
      </Stack>
    </Box>
  );
}
