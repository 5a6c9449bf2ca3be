import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { RECEIPT_PAPER_SX } from './receipt-paper';
import type { Receipt, SharedReceiptItem, TransactionKind } from '@dukani/contracts';
import { documentTitle } from '@/lib/format/document-title';
import { buildReceiptLines } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { FiscalBlock } from './fiscal-block';
import { ReceiptFigures, ReceiptRow as Row } from './receipt-figures';

/**
 * The receipt of product-spec §3 as the shop prints it, from the one receipt model (buildReceiptLines), so
 * its lines add up to its subtotal. Marked `.dukani-receipt` so the print stylesheet
 * prints only this block at the chosen paper width (58 mm, 80 mm or A4).
 */
export function ReceiptView({ receipt, items, kind = receipt.kind }: { receipt: Receipt; items: SharedReceiptItem[]; kind?: TransactionKind }) {
  const { t } = useTranslation('pos');
  const title = documentTitle(t, kind, receipt.receiptNo);
  const format = useCatalogFormat();
  const figures = buildReceiptLines({ items, shippingFee: receipt.shippingFee });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Box className="dukani-receipt" role="document" aria-label={title} sx={RECEIPT_PAPER_SX}>
        <Stack sx={{ alignItems: 'center', textAlign: 'center', mb: 1 }}>
          {receipt.logoUrl && <img src={receipt.logoUrl} alt="" style={{ maxHeight: 56, marginBottom: 4 }} />}
          {receipt.businessName && <Typography sx={{ fontWeight: 700, fontFamily: 'inherit' }}>{receipt.businessName}</Typography>}
          {[receipt.address, receipt.phone, receipt.email].filter(Boolean).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Stack>
        <Row left={title} right={format.dateTime(receipt.transactionDate)} />
        <Row
          left={t('receipt.cashier', { name: receipt.cashierName })}
          right={receipt.salesPersonName ? t('receipt.salesPerson', { name: receipt.salesPersonName }) : ''}
        />
        {receipt.clientName && <Row left={t('receipt.customer', { name: receipt.clientName })} right={receipt.clientPhone ?? ''} />}
        <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
        <ReceiptFigures
          figures={figures}
          payments={receipt.paymentSummary}
          balance={receipt.balance}
          changeDue={receipt.changeDue}
          currencySymbol={receipt.currencySymbol}
        />
        <FiscalBlock receipt={receipt} />
        {receipt.message && <Typography sx={{ mt: 1, textAlign: 'center', fontFamily: 'inherit', fontSize: 'inherit' }}>{receipt.message}</Typography>}
      </Box>
    </Box>
  );
}
