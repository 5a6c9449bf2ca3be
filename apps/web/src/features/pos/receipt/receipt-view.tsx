import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { RECEIPT_PAPER_SX } from './receipt-paper';
import type { Receipt, SharedReceiptItem } from '@dukani/contracts';
import { buildReceiptLines } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { formatDateText } from '@/lib/format/date-text';
import { useFormatLocale } from '@/lib/format/format-locale';
import { FiscalBlock } from './fiscal-block';

const Row = ({ left, right, strong }: { left: string; right: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, fontWeight: strong ? 700 : 400 }}>
    <span>{left}</span>
    {/* Amounts never break across lines on a narrow roll or phone: the label wraps instead. */}
    <span style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>{right}</span>
  </Stack>
);

/**
 * The receipt of product-spec §3 as the shop prints it, from the one receipt model (buildReceiptLines), so
 * its lines add up to its subtotal. Marked `.dukani-receipt` so the print stylesheet
 * prints only this block at the chosen paper width (58 mm, 80 mm or A4).
 */
export function ReceiptView({ receipt, items }: { receipt: Receipt; items: SharedReceiptItem[] }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const locale = useFormatLocale();
  const figures = buildReceiptLines({ items, shippingFee: receipt.shippingFee });
  const money = (value: number) => `${receipt.currencySymbol} ${format.money(value)}`.trim();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Box className="dukani-receipt" role="document" aria-label={t('receipt.label', { receiptNo: receipt.receiptNo })} sx={RECEIPT_PAPER_SX}>
        <Stack sx={{ alignItems: 'center', textAlign: 'center', mb: 1 }}>
          {receipt.logoUrl && <img src={receipt.logoUrl} alt="" style={{ maxHeight: 56, marginBottom: 4 }} />}
          {receipt.businessName && <Typography sx={{ fontWeight: 700, fontFamily: 'inherit' }}>{receipt.businessName}</Typography>}
          {[receipt.address, receipt.phone, receipt.email].filter(Boolean).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Stack>
        <Row left={t('receipt.number', { receiptNo: receipt.receiptNo })} right={format.dateTime(receipt.transactionDate)} />
        <Row
          left={t('receipt.cashier', { name: receipt.cashierName })}
          right={receipt.salesPersonName ? t('receipt.salesPerson', { name: receipt.salesPersonName }) : ''}
        />
        {receipt.clientName && <Row left={t('receipt.customer', { name: receipt.clientName })} right={receipt.clientPhone ?? ''} />}
        <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
        {figures.lines.map((line, index) => (
          <Box key={index} sx={{ mb: 0.5 }}>
            <div>{line.name}</div>
            <Row
              left={`  ${format.quantity(line.quantity)} × ${format.money(line.unitPrice)}${line.lineDiscount ? ` −${format.money(line.lineDiscount)}` : ''}`}
              right={format.money(line.amount)}
            />
          </Box>
        ))}
        <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
        <Row left={t('totals.subTotal')} right={money(figures.subTotal)} />
        {figures.orderDiscount > 0 && <Row left={t('receipt.orderDiscount')} right={`−${money(figures.orderDiscount)}`} />}
        {figures.taxRows
          .filter((band) => !band.isIncluded)
          .map((band) => (
            <Row
              key={band.taxCode}
              left={t('receipt.taxBand', { code: band.taxCode, rate: Math.round(band.taxRate * 100), taxable: format.money(band.taxable) })}
              right={money(band.tax)}
            />
          ))}
        {figures.shippingFee > 0 && <Row left={t('totals.shipping')} right={money(figures.shippingFee)} />}
        <Row strong left={t('totals.total')} right={money(figures.total)} />
        {figures.taxRows
          .filter((band) => band.isIncluded)
          .map((band) => (
            <Row
              key={band.taxCode}
              left={t('receipt.taxIncluded', { code: band.taxCode, rate: Math.round(band.taxRate * 100), taxable: format.money(band.taxable) })}
              right={money(band.tax)}
            />
          ))}
        <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
        {receipt.paymentSummary.map((p, index) => (
          <Row
            key={index}
            left={`${p.displayValue}${p.referenceNumber ? ` ${p.referenceNumber}` : ''}${p.dueDate ? ` (${t('receipt.due', { date: formatDateText(p.dueDate.slice(0, 10), locale) })})` : ''}`}
            right={money(p.amount)}
          />
        ))}
        {receipt.changeDue > 0 && <Row left={t('receipt.change')} right={money(receipt.changeDue)} />}
        {receipt.balance > 0 && <Row strong left={t('receipt.balanceDue')} right={money(receipt.balance)} />}
        <FiscalBlock receipt={receipt} />
        {receipt.message && <Typography sx={{ mt: 1, textAlign: 'center', fontFamily: 'inherit', fontSize: 'inherit' }}>{receipt.message}</Typography>}
      </Box>
    </Box>
  );
}
