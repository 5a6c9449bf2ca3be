import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RECEIPT_PAPER_SX } from './receipt-paper';
import { cartTotals, type Cart } from '@dukani/domain';
import type { SalePayload } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';

const Row = ({ left, right, strong }: { left: string; right: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, fontWeight: strong ? 700 : 400 }}>
    <span>{left}</span>
    <span style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>{right}</span>
  </Stack>
);

/** What a sold-but-unsent sale looks like: the device's provisional number, the lines and the payment. */
export interface KeptSale {
  deviceReceiptNo: string;
  cart: Cart;
  payload: SalePayload;
}

/**
 * The paper the customer leaves with when the server could not be reached: same figures as the cart (the one
 * domain computation), the device's number, and a line saying the shop's record follows. `.dukani-receipt`
 * so the print stylesheet prints only this block.
 */
export function ProvisionalReceipt({ sale, shopName }: { sale: KeptSale; shopName: string | null }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const totals = cartTotals(sale.cart);
  return (
    <Box className="dukani-receipt" role="document" aria-label={t('receipt.label', { receiptNo: sale.deviceReceiptNo })} sx={RECEIPT_PAPER_SX}>
      {shopName && <Typography sx={{ fontWeight: 700, fontFamily: 'inherit', textAlign: 'center' }}>{shopName}</Typography>}
      <Row left={t('receipt.number', { receiptNo: sale.deviceReceiptNo })} right={format.dateTime(sale.payload.transactionDate ?? new Date().toISOString())} />
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      {sale.cart.lines.map((line, index) => (
        <Box key={line.key} sx={{ mb: 0.5 }}>
          <div>{line.name}</div>
          <Row left={`  ${format.quantity(line.quantity)} × ${format.money(line.calcPrice)}`} right={format.money(totals.lines[index]?.lineAmount ?? 0)} />
        </Box>
      ))}
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <Row strong left={t('totals.total')} right={format.money(totals.amountDue)} />
      {sale.payload.paymentSummary.map((p, index) => (
        <Row key={index} left={p.displayValue ?? p.paymentValue} right={format.money(p.amount ?? 0)} />
      ))}
      <Typography sx={{ mt: 1, textAlign: 'center', fontFamily: 'inherit', fontSize: 'inherit' }}>{t('receipt.provisional')}</Typography>
    </Box>
  );
}
