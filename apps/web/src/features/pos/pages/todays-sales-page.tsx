import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { sumMoney } from '@dukani/domain';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useSession } from '@/lib/session-store';
import { useSaleDetails, useTodaysSales } from '@/api/pos/sales';
import { useMethodLabel } from '@/components/payments/use-method-label';
import { ReceiptActions } from '../receipt/receipt-actions';
import { ReceiptView } from '../receipt/receipt-view';

function SaleDialog({ businessId, transactionId, onClose }: { businessId: number; transactionId: number; onClose(): void }) {
  const { t } = useTranslation('pos');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const sale = useSaleDetails(businessId, transactionId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="sale-title">
      <DialogTitle id="sale-title">{sale.data ? t('receipt.label', { receiptNo: sale.data.receiptNo }) : t('sales.loading')}</DialogTitle>
      <DialogContent>
        {sale.isPending && <Skeleton variant="rounded" height={320} />}
        {sale.isError && <Alert severity="error">{t('sales.loadFailed')}</Alert>}
        {sale.data && <ReceiptView receipt={sale.data.receipt} items={sale.data.itemList} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {sale.data && <ReceiptActions receipt={sale.data.receipt} items={sale.data.itemList} transactionId={sale.data.transactionId} />}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** /pos/sales: today's sales at this shop (L1), each opening its receipt for reprint or sharing (L2). */
export default function TodaysSalesPage() {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const methodLabel = useMethodLabel();
  const businessId = useSession((s) => s.businessId) ?? 0;
  const [openId, setOpenId] = useState<number | null>(null);
  const sales = useTodaysSales(businessId);
  const total = sumMoney((sales.data ?? []).flatMap((s) => [s.total, s.shippingFee]));
  return (
    <SectionPageLayout title={t('sales.title')} description={t('sales.description')} breadcrumbsLabel={t('nav.todaysSales')} rowFrom="sm">
      {sales.isError && <Alert severity="error">{t('sales.loadFailed')}</Alert>}
      {sales.data && <Typography sx={{ mb: 1 }}>{t('sales.summary', { count: sales.data.length, total: format.money(total) })}</Typography>}
      {sales.data?.length === 0 && <Typography color="text.secondary">{t('sales.empty')}</Typography>}
      <List aria-label={t('sales.title')}>
        {(sales.data ?? []).map((sale) => (
          <ListItemButton key={sale.transactionId} onClick={() => setOpenId(sale.transactionId)} divider>
            <ListItemText
              primary={`${sale.receiptNo} · ${format.money(sale.total + sale.shippingFee)}`}
              secondary={`${format.time(sale.transactionDate)} · ${sale.paymentSummary.map((p) => methodLabel(p)).join(' + ')} · ${t('sales.items', { count: sale.itemCount })}${sale.clientName ? ` · ${sale.clientName}` : ''} · ${sale.cashierName}`}
            />
          </ListItemButton>
        ))}
      </List>
      {openId !== null && <SaleDialog businessId={businessId} transactionId={openId} onClose={() => setOpenId(null)} />}
    </SectionPageLayout>
  );
}
