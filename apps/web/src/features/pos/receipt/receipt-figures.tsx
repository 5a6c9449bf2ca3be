import { Box, Divider, Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { buildReceiptPayments, receiptQuantity, type ReceiptFigures as Figures, type ReceiptPaymentInput } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { formatDateText } from '@/lib/format/date-text';
import { useFormatLocale } from '@/lib/format/format-locale';
import { useReceiptMethodLabel } from '@/components/payments/use-method-label';

export const ReceiptRow = ({ left, right, strong }: { left: string; right: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, fontWeight: strong ? 700 : 400 }}>
    <span>{left}</span>
    {/* Amounts never break across lines on a narrow roll or phone: the label wraps instead. */}
    <span style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>{right}</span>
  </Stack>
);

interface ReceiptFiguresProps {
  figures: Figures;
  payments: readonly ReceiptPaymentInput[];
  balance: number;
  changeDue: number;
  currencySymbol: string;
}

/**
 * The part of a receipt that adds up, from the one receipt model (buildReceiptLines, buildReceiptPayments): the lines
 * with their unit ("1.5 kg × 180.00"), subtotal, the order discount once, every tax band present (an exempt A too),
 * total, the money handed over, the change, and what is still owed and by when. The recorded and the provisional
 * receipt both draw it, so the paper a customer leaves with reads the same online or offline.
 */
export function ReceiptFigures({ figures, payments, balance, changeDue, currencySymbol }: ReceiptFiguresProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const locale = useFormatLocale();
  const methodLabel = useReceiptMethodLabel();
  const money = (value: number) => `${currencySymbol} ${format.money(value)}`.trim();
  const band = (key: 'receipt.taxBand' | 'receipt.taxIncluded', row: Figures['taxRows'][number]) =>
    t(key, { code: row.taxCode, rate: Math.round(row.taxRate * 100), taxable: format.money(row.taxable) });
  const paid = buildReceiptPayments(payments, balance);
  return (
    <>
      {figures.lines.map((line, index) => (
        <Box key={index} sx={{ mb: 0.5 }}>
          <div>{line.name}</div>
          <ReceiptRow
            left={`  ${receiptQuantity(line, format.quantity)} × ${format.money(line.unitPrice)}${line.lineDiscount ? ` −${format.money(line.lineDiscount)}` : ''}`}
            right={format.money(line.amount)}
          />
        </Box>
      ))}
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <ReceiptRow left={t('totals.subTotal')} right={money(figures.subTotal)} />
      {figures.orderDiscount > 0 && <ReceiptRow left={t('receipt.orderDiscount')} right={`−${money(figures.orderDiscount)}`} />}
      {figures.taxRows
        .filter((row) => !row.isIncluded)
        .map((row) => (
          <ReceiptRow key={`${row.taxCode}-ex`} left={band('receipt.taxBand', row)} right={money(row.tax)} />
        ))}
      {figures.shippingFee > 0 && <ReceiptRow left={t('totals.shipping')} right={money(figures.shippingFee)} />}
      <ReceiptRow strong left={t('totals.total')} right={money(figures.total)} />
      {figures.taxRows
        .filter((row) => row.isIncluded)
        .map((row) => (
          <ReceiptRow key={`${row.taxCode}-in`} left={band('receipt.taxIncluded', row)} right={money(row.tax)} />
        ))}
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      {paid.rows.map((p, index) => (
        <ReceiptRow key={index} left={`${methodLabel(p)}${p.referenceNumber ? ` ${p.referenceNumber}` : ''}`} right={money(p.amount)} />
      ))}
      {changeDue > 0 && <ReceiptRow left={t('receipt.change')} right={money(changeDue)} />}
      {paid.owed && (
        <ReceiptRow
          strong
          left={paid.owed.dueDate ? t('receipt.balanceDueBy', { date: formatDateText(paid.owed.dueDate, locale) }) : t('receipt.balanceDue')}
          right={money(paid.owed.amount)}
        />
      )}
    </>
  );
}
