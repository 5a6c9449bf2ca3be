import { Alert, Button, Card, CardContent, Grid, Skeleton, Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { useSession } from '@/lib/session-store';
import { useProfile } from '@/api/account/get-profile';
import { PageLayout } from '@/components/layout/account-page-layout';
import { ProfileForm } from '../components/profile-form';
import { ShopDataCard } from '../components/shop-data-card';

function ProfileSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true">
      <Grid size={{ xs: 12, lg: 4 }}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Skeleton variant="rounded" width={96} height={96} />
              <Stack sx={{ flex: 1 }}>
                <Skeleton width="50%" />
                <Skeleton width="80%" />
                <Skeleton width={110} height={36} />
              </Stack>
            </Stack>
            <Skeleton sx={{ mt: 3 }} width="70%" height={32} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Card variant="outlined">
          <CardContent>
            {[0, 1, 2].map((section) => (
              <Stack key={section} spacing={1.5} sx={{ mb: 4 }}>
                <Skeleton width={160} height={28} />
                <Grid container spacing={2}>
                  {[0, 1, 2, 3].map((field) => (
                    <Grid key={field} size={{ xs: 12, sm: 6 }}>
                      <Skeleton variant="rounded" height={56} />
                    </Grid>
                  ))}
                </Grid>
              </Stack>
            ))}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

/** /account/profile: the organisation's profile (B1, B2), and for the owner the shop's data to download (C6). */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const businessId = useSession((state) => state.businessId);
  const profile = useProfile(businessId);
  // C6 answers the owner only: nobody else is offered the button.
  const isOwner = useSession((state) => state.role?.roleTypes === 'Owner');
  return (
    <PageLayout title={t('profile.title')} description={t('profile.description')}>
      {profile.isPending && <ProfileSkeleton />}
      {profile.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('errors.loadFailed')}
        </Alert>
      )}
      {/* Keyed by business so switching business starts the form from that business's values. */}
      {profile.data && <ProfileForm key={profile.data.custId} profile={profile.data} />}
      {isOwner && businessId !== null && <ShopDataCard businessId={businessId} />}
    </PageLayout>
  );
}

export default ProfilePage;
