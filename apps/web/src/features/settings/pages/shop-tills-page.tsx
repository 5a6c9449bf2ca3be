import { Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { PageLayout } from '@/components/layout/account-page-layout';
import { useSession } from '@/lib/session-store';
import { MarkTillCard } from '../components/mark-till-card';
import { TillsList } from '../components/tills-list';

/** /account/shop-tills: mark this device as the shop's till, and list or revoke the shop's tills (T1–T3). */
export function ShopTillsPage() {
  const { t } = useTranslation('account');
  const businessId = useSession((state) => state.businessId);
  return (
    <PageLayout title={t('tills.title')} description={t('tills.description')}>
      {businessId ? (
        <Stack spacing={3}>
          <MarkTillCard businessId={businessId} />
          <TillsList businessId={businessId} />
        </Stack>
      ) : null}
    </PageLayout>
  );
}

export default ShopTillsPage;
