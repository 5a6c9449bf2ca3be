import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { RECEIPT_PAPER_SX } from './receipt-paper';
import { buildReceiptLines, cartTotals, changeDue, currencyCodeOf, currencySymbolOf, shopAddressLine, type Cart } from '@dukani/domain';
import type { Business, ReceiptSettings, SalePayload } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { ReceiptFigures, ReceiptRow as Row } from './receipt-figures';

/** What a sold-but-unsent sale looks like: the device's provisional number, the lines and the payment. */
export interface KeptSale {
  deviceReceiptNo: string;
  cart: Cart;
  payload: SalePayload;
  /** Who owes a pay-later balance, by name, as the picker showed them. */
  customerName: string | null;
}

type ReceiptLayout = Pick<ReceiptSettings, 'logoUrl' | 'showOrganizationName' | 'showPhone' | 'showEmail' | 'showThankYouMessage' | 'message'>;
type ShopDetails = Pick<Business, 'organizationName' | 'primaryPhone' | 'primaryEmail' | 'address' | 'city'> & { country?: string | null };

/** The kept sale's lines as the receipt model reads a stored sale: the cart's own figures, line by line. */
function keptFigures(sale: KeptSale) {
  const totals = cartTotals(sale.cart);
  const items = sale.cart.lines.map((line, index) => {
    const figures = totals.lines[index];
    return {
      name: line.name,
      quantity: line.quantity,
      calcPrice: line.calcPrice,
      discount: figures?.lineDiscount ?? 0,
      orderDiscountShare: figures?.orderDiscountShare ?? 0,
      lineAmount: figures?.lineAmount ?? 0,
      tax: figures?.tax ?? 0,
      taxRate: line.taxRate,
      // The device knows the rate, not the authority's band letter: the server's receipt names the band.
      taxCode: null,
      taxInclusive: line.taxInclusive,
      unitId: line.unitId ?? null,
    };
  });
  return { figures: buildReceiptLines({ items, shippingFee: totals.shippingFee }), amountDue: totals.amountDue };
}

/**
 * The paper the customer leaves with when the server could not be reached: the same receipt figures as the recorded
 * receipt (ReceiptFigures: lines with units, totals, payments, change, what is owed and when), the device's number,
 * the shop's receipt settings as the device last had them (the same header and message as the server's receipt, see
 * build-transaction.ts), and a line saying the shop's record follows. `.dukani-receipt` so the print stylesheet
 * prints only this block.
 */
export function ProvisionalReceipt({ sale, business, layout }: { sale: KeptSale; business: ShopDetails | null; layout: ReceiptLayout | null }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const { figures, amountDue } = keptFigures(sale);
  const show = (flag: boolean | undefined) => flag ?? true;
  const header = [
    show(layout?.showPhone) ? business?.primaryPhone : null,
    show(layout?.showEmail) ? business?.primaryEmail : null,
    shopAddressLine(business),
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
      <ReceiptFigures
        figures={figures}
        payments={sale.payload.paymentSummary.map((p) => ({ ...p, amount: p.amount ?? 0 }))}
        balance={sale.payload.balance}
        changeDue={changeDue(amountDue, sale.payload.totalPaid ?? 0)}
        currencySymbol={currencySymbolOf(currencyCodeOf(business?.country))}
      />
      {message && <Typography sx={{ mt: 1, textAlign: 'center', fontFamily: 'inherit', fontSize: 'inherit' }}>{message}</Typography>}
      <Typography sx={{ mt: 1, textAlign: 'center', fontFamily: 'inherit', fontSize: 'inherit' }}>{t('receipt.provisional')}</Typography>
    </Box>
  );
}
