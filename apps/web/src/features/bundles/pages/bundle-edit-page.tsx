import { useParams } from 'react-router';
import { Alert, Card, Grid, Skeleton, Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { useSession } from '@/lib/session-store';
import { CatalogPageLayout } from '@/components/layout/catalog-page-layout';
import { errorText } from '@/lib/form/show-save-error';
import { useBundle } from '@/api/bundles/get-bundle';
import { BundleEditor } from '../components/bundle-editor';

function EditorSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true">
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Card sx={{ p: 3 }}>
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />
        </Card>
      </Grid>
    </Grid>
  );
}

/** /products/bundles/:bundleId: edit (I12) or delete (I13) a bundle loaded with I14. */
export function BundleEditPage() {
  const { t } = useTranslation('catalog');
  const businessId = useSession((state) => state.businessId);
  const id = Number(useParams().bundleId);
  const bundle = useBundle(id);
  return (
    <CatalogPageLayout
      title={bundle.data?.name ?? t('bundles.editTitle')}
      description={t('bundles.description')}
      crumbs={[{ label: t('bundles.crumb'), to: '/products' }]}
    >
      {!Number.isInteger(id) || id <= 0 ? <Alert severity="error">{t('bundles.notFound')}</Alert> : bundle.isPending && <EditorSkeleton />}
      {bundle.isError && <Alert severity="error">{errorText(bundle.error, t('errors.loadFailed'))}</Alert>}
      {/* Keyed by the bundle's id so opening another bundle starts a fresh form. */}
      {bundle.isSuccess && businessId && <BundleEditor key={bundle.data.id} businessId={businessId} bundle={bundle.data} />}
    </CatalogPageLayout>
  );
}

export default BundleEditPage;
