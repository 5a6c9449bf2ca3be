import { useState } from 'react';
import { useLinkedAction } from '@/lib/hooks/use-linked-action';
import { Box, Button, Card, CardActionArea, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Business } from '@dukani/contracts';
import { useSession } from '@/lib/session-store';
import { useBusinesses } from '@/api/session/get-businesses';
import { useDeleteBusiness } from '@/api/business/delete-business';
import { BusinessCard } from '../components/business-card';
import { BusinessDialog } from '../components/business-dialog';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { PageLayout } from '@/components/layout/account-page-layout';
import { canInBusiness } from '../utils/roles';

const CARD_SIZE = { xs: 12, md: 6, xl: 4 };

function CardsSkeleton() {
  return (
    <Grid container spacing={2} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Grid key={i} size={CARD_SIZE}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={2}>
                <Skeleton variant="rounded" width={56} height={56} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="60%" height={32} />
                  <Skeleton width={80} height={24} />
                </Box>
              </Stack>
              <Skeleton sx={{ mt: 2 }} width="50%" />
              <Skeleton width="70%" />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** /account/businesses: the caller's businesses (C1–C4). */
export function BusinessesPage() {
  const { t } = useTranslation('account');
  const businesses = useBusinesses();
  const activeId = useSession((state) => state.businessId);
  const activeBusiness = useSession((state) => state.activeBusiness);
  const selectBusiness = useSession((state) => state.selectBusiness);
  const deleteBusiness = useDeleteBusiness();
  const [editing, setEditing] = useState<Business | 'new' | null>(null);
  // The set-up list's "Start" edits the business the owner is working in.
  useLinkedAction('edit', () => setEditing(activeBusiness));
  const [deleting, setDeleting] = useState<Business | null>(null);
  const canCreate = activeBusiness ? canInBusiness(activeBusiness, 'settings') : false;
  const list = businesses.data ?? [];

  if (businesses.isError) console.error('Could not load the businesses', businesses.error);

  const onSwitch = (business: Business) => {
    selectBusiness(business);
    toast.success(t('businesses.switched', { name: business.organizationName }));
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteBusiness.mutateAsync(deleting.businessId);
      toast.success(t('businesses.deleted'));
    } catch (error) {
      // product-spec §8: business delete errors are only logged.
      console.error('Could not delete the business', error);
    }
    setDeleting(null);
  };

  return (
    <PageLayout
      title={t('businesses.title')}
      description={t('businesses.description')}
      actions={
        canCreate && (
          <Button variant="contained" startIcon={<AddBusinessOutlinedIcon />} onClick={() => setEditing('new')}>
            {t('businesses.add')}
          </Button>
        )
      }
    >
      {businesses.isPending && <CardsSkeleton />}
      {!businesses.isPending && list.length === 0 && (
        <Card variant="outlined" sx={{ textAlign: 'center', py: 6, px: 2 }}>
          <AddBusinessOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {t('businesses.emptyTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('businesses.emptyText')}
          </Typography>
        </Card>
      )}
      <Grid container spacing={2}>
        {list.map((business) => (
          <Grid key={business.businessId} size={CARD_SIZE}>
            <BusinessCard
              business={business}
              isActive={business.businessId === activeId}
              isOnlyBusiness={list.length === 1}
              onEdit={() => setEditing(business)}
              onDelete={() => setDeleting(business)}
              onSwitch={() => onSwitch(business)}
            />
          </Grid>
        ))}
        {canCreate && list.length > 0 && (
          <Grid size={CARD_SIZE}>
            <Card variant="outlined" sx={{ height: '100%', minHeight: 180, borderStyle: 'dashed', bgcolor: 'transparent', boxShadow: 'none' }}>
              <CardActionArea
                onClick={() => setEditing('new')}
                sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column', gap: 1, textAlign: 'center' }}
              >
                <AddBusinessOutlinedIcon sx={{ fontSize: 36, color: 'primary.main' }} />
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                  {t('businesses.addTileTitle')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('businesses.addTileText')}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        )}
      </Grid>
      {editing && <BusinessDialog business={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('businesses.deleteTitle')}
        message={t('businesses.deleteText', {
          name: deleting?.organizationName ?? '',
        })}
        confirmLabel={t('businesses.delete')}
        busy={deleteBusiness.isPending}
        onConfirm={() => void onConfirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </PageLayout>
  );
}

export default BusinessesPage;
