import { Alert, AlertTitle, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import { useSharedReceipt } from '@/api/pos/sales';
import { printReceipt, receiptPdfUrl } from '../receipt/receipt-actions';
import { ReceiptView } from '../receipt/receipt-view';

/** /r/:token: a receipt opened from a shared link, for anyone who has the link. */
export default function SharedReceiptPage() {
  const { t } = useTranslation('pos');
  const token = useParams().token ?? '';
  const shared = useSharedReceipt(token);
  return (
    <Box component="main" sx={{ p: 2, minHeight: '100vh', bgcolor: 'background.default' }}>
      {shared.isPending && <CircularProgress aria-label={t('sales.loading')} sx={{ display: 'block', mx: 'auto', mt: 8 }} />}
      {shared.isError && (
        <Alert severity="warning" sx={{ maxWidth: 420, mx: 'auto', mt: 8 }}>
          {t('receipt.notFound')}
        </Alert>
      )}
      {shared.data?.voided && (
        <Alert severity="error" sx={{ maxWidth: 420, mx: 'auto', mt: 8 }}>
          <AlertTitle>{t('receipt.voidedTitle')}</AlertTitle>
          {t('receipt.voided', { receiptNo: shared.data.receipt.receiptNo })}
        </Alert>
      )}
      {shared.data && !shared.data.voided && (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <ReceiptView receipt={shared.data.receipt} items={shared.data.itemList} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" href={receiptPdfUrl(shared.data.receipt)}>
              {t('receipt.pdf')}
            </Button>
            <Button onClick={() => printReceipt('80mm')}>{t('receipt.print')}</Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
