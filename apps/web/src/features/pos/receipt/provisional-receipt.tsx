import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { RECEIPT_PAPER_SX } from './receipt-paper';
import { cartTotals, type Cart } from '@dukani/domain';
import type { Business, ReceiptSettings, SalePayload } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { formatDateText } from '@/lib/format/date-text';
import { useFormatLocale } from '@/lib/format/format-locale';

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
  /** Who owes a pay-later balance, by name, as the picker showed them. */
  customerName: string | null;
}

type ReceiptLayout = Pick<ReceiptSettings, 'logoUrl' | 'showOrganizationName' | 'showPhone' | 'showEmail' | 'showThankYouMessage' | 'message'>;
type ShopDetails = Pick<Business, 'organizationName' | 'primaryPhone' | 'primaryEmail' | 'address' | 'city'>;

/**
 * The paper the customer leaves with when the server could not be reached: same figures as the cart (the one
 * domain computation), the device's number, the shop's receipt settings as the device last had them (the same
 * header and message as the server's receipt, see build-transaction.ts), and a line saying the shop's record
 * follows. `.dukani-receipt` so the print stylesheet prints only this block.
 */
export function ProvisionalReceipt({ sale, business, layout }: { sale: KeptSale; business: ShopDetails | null; layout: ReceiptLayout | null }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const locale = useFormatLocale();
  const totals = cartTotals(sale.cart);
  const show = (flag: boolean | undefined) => flag ?? true;
  const header = [
    show(layout?.showPhone) ? business?.primaryPhone : null,
    show(layout?.showEmail) ? business?.primaryEmail : null,
    [business?.address, business?.city].filter(Boolean).join(', '),
  ].filter((line): line is string => !!line);
  const message = show(layout?.showThankYouMessage) ? layout?.message?.trim() || t('receipt.thanks') : null;
  return (
    <Box className="dukani-receipt" role="document" aria-label={t('receipt.label', { receiptNo: sale.deviceReceiptNo })} sx={RECEIPT_PAPER_SX}>
      <Stack sx={{ alignItems: 'center', textAlign: 'center', mb: 1 }}>
        {layout?.logoUrl && <img src={layout.logoUrl} alt="" style={{ maxHeight: 56, marginBottom: 4 }} />}
        {show(layout?.showOrganizationName) && business?.organizationName && (
          <Typography sx={{ fontWeight: 700, fontFamily: 'inherit' }}>{business.organizationName}</Typography>
        )}
        {header.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </Stack>
      <Row left={t('receipt.number', { receiptNo: sale.deviceReceiptNo })} right={format.dateTime(sale.payload.transactionDate ?? new Date().toISOString())} />
      {sale.customerName && <Row left={t('receipt.customer', { name: sale.customerName })} right="" />}
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
        <Row
          key={index}
          left={`${p.displayValue ?? p.paymentValue}${p.referenceNumber ? ` ${p.referenceNumber}` : ''}${p.dueDate ? ` (${t('receipt.due', { date: formatDateText(p.dueDate.slice(0, 10), locale) })})` : ''}`}
          right={format.money(p.amount ?? 0)}
        />
      ))}
      {sale.payload.balance > 0 && <Row strong left={t('receipt.balanceDue')} right={format.money(sale.payload.balance)} />}
      {message && <Typography sx={{ mt: 1, textAlign: 'center', fontFamily: 'inherit', fontSize: 'inherit' }}>{message}</Typography>}
      <Typography sx={{ mt: 1, textAlign: 'center', fontFamily: 'inherit', fontSize: 'inherit' }}>{t('receipt.provisional')}</Typography>
    </Box>
  );
}
