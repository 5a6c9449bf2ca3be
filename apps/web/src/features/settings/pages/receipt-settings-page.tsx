import { Alert, Button, Card, CardContent, Grid, Skeleton, Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { useSession } from '@/lib/session-store';
import { useDefaultCurrency } from '@/api/currencies/get-business-currencies';
import { useReceiptSettings } from '@/api/settings/get-receipt-settings';
import { PageLayout } from '@/components/layout/account-page-layout';
import { ReceiptSettingsForm } from '../components/receipt-settings-form';
import { ReceiptPrinterCard } from '../components/receipt-printer-card';
import { errorText } from '@/lib/form/show-save-error';

function ReceiptSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true">
      <Grid size={{ xs: 12, md: 7, xl: 8 }}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={2}>
              <Skeleton variant="rounded" width={96} height={96} />
              <Stack sx={{ flex: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="70%" />
              </Stack>
            </Stack>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} width="55%" height={40} sx={{ mt: 1 }} />
            ))}
            <Skeleton variant="rounded" height={80} sx={{ mt: 2 }} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5, xl: 4 }}>
        <Skeleton variant="rounded" height={520} sx={{ maxWidth: 316, mx: 'auto' }} />
      </Grid>
    </Grid>
  );
}

/** /account/receipt-settings: what the printed receipt shows (E1, E2), with a live preview. */
export function ReceiptSettingsPage() {
  const { t } = useTranslation('account');
  const businessId = useSession((state) => state.businessId);
  const business = useSession((state) => state.activeBusiness);
  const settings = useReceiptSettings(businessId);
  const currency = useDefaultCurrency(businessId);
  return (
    <PageLayout title={t('receipt.title')} description={t('receipt.description')}>
      {(settings.isPending || currency.isPending) && !settings.isError && <ReceiptSkeleton />}
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
      {settings.data && !currency.isPending && (
        <ReceiptSettingsForm key={settings.data.businessId} settings={settings.data} business={business} currencySymbol={currency.data?.symbol ?? ''} />
      )}
      <ReceiptPrinterCard />
    </PageLayout>
  );
}

export default ReceiptSettingsPage;
