import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Card, Skeleton, Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { CatalogPageLayout } from '@/components/layout/catalog-page-layout';
import { errorText } from '@/lib/form/show-save-error';
import { useStockProduct } from '@/api/stock/get-stock-product';
import { AdjustStockDialog } from '../components/adjust-stock-dialog';
import { ReceiveStockDialog } from '../components/receive-stock-dialog';
import { StockHistorySection } from '../components/stock-history-section';
import { StockProductHeader } from '../components/stock-product-header';

function HeaderSkeleton() {
  return (
    <Card sx={{ p: 3, mb: 3 }} aria-busy="true">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="rounded" width={72} height={72} />
        <Stack sx={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="25%" />
        </Stack>
      </Stack>
      <Skeleton variant="rounded" height={36} sx={{ mt: 3 }} />
    </Card>
  );
}

/** /products/:productId/stock: a product's stock on hand, receiving and correcting it (I27, I29), and its history (I28, I30, I31). */
export function StockHistoryPage() {
  const { t } = useTranslation('catalog');
  const id = Number(useParams().productId);
  const product = useStockProduct(id);
  const [dialog, setDialog] = useState<'receive' | 'adjust' | null>(null);
  const isValidId = Number.isInteger(id) && id > 0;

  return (
    <CatalogPageLayout title={t('stock.title')} description={t('stock.description')}>
      {!isValidId && <Alert severity="error">{t('stock.notFound')}</Alert>}
      {isValidId && product.isPending && <HeaderSkeleton />}
      {product.isError && <Alert severity="error">{errorText(product.error, t('errors.loadFailed'))}</Alert>}
      {product.isSuccess && (
        <>
          <StockProductHeader product={product.data} onReceive={() => setDialog('receive')} onAdjust={() => setDialog('adjust')} />
          <StockHistorySection product={product.data} />
          {dialog === 'receive' && <ReceiveStockDialog product={product.data} onClose={() => setDialog(null)} />}
          {dialog === 'adjust' && <AdjustStockDialog product={product.data} onClose={() => setDialog(null)} />}
        </>
      )}
    </CatalogPageLayout>
  );
}

export default StockHistoryPage;
