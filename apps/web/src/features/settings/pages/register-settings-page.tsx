import { Alert, Button, Card, Skeleton, Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { useSession } from '@/lib/session-store';
import { useReceiptSettings } from '@/api/settings/get-receipt-settings';
import { PageLayout } from '@/components/layout/account-page-layout';
import { RegisterSettingsForm } from '../components/register-settings-form';
import { errorText } from '@/lib/form/show-save-error';

/** /account/register-settings: the cash-register switches (read through E2, saved with E3). */
export function RegisterSettingsPage() {
  const { t } = useTranslation('account');
  const businessId = useSession((state) => state.businessId);
  const settings = useReceiptSettings(businessId);
  return (
    <PageLayout title={t('register.title')} description={t('register.description')}>
      {settings.isPending && (
        <Card variant="outlined" sx={{ maxWidth: 760, p: 2 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center', py: 1.5 }}>
              <Skeleton variant="circular" width={24} height={24} />
              <Stack sx={{ flex: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="80%" />
              </Stack>
              <Skeleton variant="rounded" width={40} height={22} />
            </Stack>
          ))}
        </Card>
      )}
      {settings.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {errorText(settings.error, t('errors.loadFailed'))}
        </Alert>
      )}
      {settings.data && <RegisterSettingsForm key={settings.data.businessId} settings={settings.data.cashRegisterSettings} />}
    </PageLayout>
  );
}

export default RegisterSettingsPage;
