import { Grid, Skeleton } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { useSession } from '@/lib/session-store';
import { PageLayout } from '@/components/layout/account-page-layout';
import { PasswordForm } from '../components/password-form';
import { PasswordTips } from '../components/password-tips';

/** /account/password: change your own password (B3). */
export function PasswordPage() {
  const { t } = useTranslation('account');
  const userId = useSession((state) => state.claims?.userid ?? null);
  const businessId = useSession((state) => state.businessId);
  return (
    <PageLayout title={t('password.title')} description={t('password.description')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, lg: 6 }}>
          {userId && businessId ? <PasswordForm userId={userId} businessId={businessId} /> : <Skeleton variant="rounded" height={360} />}
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <PasswordTips />
        </Grid>
      </Grid>
    </PageLayout>
  );
}

export default PasswordPage;
