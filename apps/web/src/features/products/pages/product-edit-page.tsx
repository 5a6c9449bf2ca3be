import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Button, Card, Grid, Skeleton, Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { CatalogPageLayout } from '@/components/layout/catalog-page-layout';
import { errorText } from '@/lib/form/show-save-error';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useProduct } from '@/api/products/get-product';
import { ProductForm } from '../components/product-form/product-form';

function EditorSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true">
      <Grid size={{ xs: 12, lg: 8 }}>
        <Stack spacing={3}>
          {[220, 140, 200].map((height) => (
            <Card key={height} sx={{ p: 3 }}>
              <Skeleton width="30%" height={32} />
              <Skeleton variant="rounded" height={height} sx={{ mt: 2 }} />
            </Card>
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Card sx={{ p: 3 }}>
          <Skeleton variant="rounded" height={200} />
        </Card>
      </Grid>
    </Grid>
  );
}

/** /products/:productId/edit: edit a product or service (I18 → I19). */
export function ProductEditPage() {
  const { t } = useTranslation('products');
  const { productId } = useParams();
  const id = Number(productId);
  const businessId = useSession((state) => state.businessId);
  const product = useProduct(Number.isInteger(id) && id > 0 ? id : null);
  const isMissing = !(Number.isInteger(id) && id > 0) || (isApiError(product.error) && product.error.status === 404);

  return (
    <CatalogPageLayout title={t(product.data?.productType === 1 ? 'editor.editServiceTitle' : 'editor.editTitle')} description={product.data?.name}>
      {isMissing ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/products">
              {t('editor.backToList')}
            </Button>
          }
        >
          {t('editor.notFound')}
        </Alert>
      ) : product.isError ? (
        <Alert severity="error">{errorText(product.error, t('errors.loadFailed'))}</Alert>
      ) : product.data && businessId ? (
        <ProductForm key={product.data.id} businessId={businessId} product={product.data} />
      ) : (
        <EditorSkeleton />
      )}
    </CatalogPageLayout>
  );
}

export default ProductEditPage;
