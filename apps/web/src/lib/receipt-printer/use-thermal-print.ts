import { useTranslation } from '@/lib/translation/use-translation';
import type { Receipt, SaleItem, TransactionKind } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useReceiptPrinter } from './receipt-printer-store';
import { formatDateText } from '@/lib/format/date-text';
import { useFormatLocale } from '@/lib/format/format-locale';
import { useReceiptMethodLabel } from '@/components/payments/use-method-label';
import { documentTitle } from '@/lib/format/document-title';

/** Why a print did not go out, as a key under `receipt.printer.*` of the pos texts; null when the user closed the chooser. */
export function printerErrorKey(error: unknown): string | null {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  if (name === 'NotFoundError' || name === 'AbortError') return null;
  if (message === 'unsupported') return 'receipt.printer.unsupported';
  if (message === 'not-connected') return 'receipt.printer.notConnected';
  return 'receipt.printer.noAnswer';
}

/** Print a receipt on the device's thermal printer in the user's language and number format. */
export function useThermalPrint() {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const locale = useFormatLocale();
  const method = useReceiptMethodLabel();
  const kind = useReceiptPrinter((state) => state.kind);
  const paper = useReceiptPrinter((state) => state.paper);
  const isDrawerKick = useReceiptPrinter((state) => state.isDrawerKick);
  const language = useReceiptPrinter((state) => state.language);
  const codepageMapping = useReceiptPrinter((state) => state.codepageMapping);
  const print = useReceiptPrinter((state) => state.print);
  // The encoder (~30 KB gzipped) is fetched on the first print, not with the till (issue 18 item 6); the driver too.
  const printReceipt = async (receipt: Receipt, items: SaleItem[], kind: TransactionKind = 'Sale') => {
    const { encodeThermalReceipt } = await import('./thermal-receipt');
    return print(
      encodeThermalReceipt(receipt, items, {
        paper,
        dialect: { language, codepageMapping },
        isDrawerKick,
        money: format.money,
        quantity: format.quantity,
        dateTime: format.dateTime,
        labels: {
          receipt: documentTitle(t, kind, receipt.receiptNo),
          cashier: t('receipt.cashier', { name: receipt.cashierName }),
          customer: receipt.clientName ? t('receipt.customer', { name: receipt.clientName }) : null,
          subTotal: t('totals.subTotal'),
          orderDiscount: t('receipt.orderDiscount'),
          shipping: t('totals.shipping'),
          total: t('totals.total'),
          change: t('receipt.change'),
          balanceDue: t('receipt.balanceDue'),
          balanceDueBy: (day) => t('receipt.balanceDueBy', { date: formatDateText(day, locale) }),
          method,
          taxBand: (code, rate, taxable) => t('receipt.taxBand', { code, rate, taxable }),
          taxIncluded: (code, rate, taxable) => t('receipt.taxIncluded', { code, rate, taxable }),
          fiscal: (key) => t(`receipt.fiscal.${key}`),
        },
      }),
    );
  };
  return { isConfigured: kind !== null, printReceipt };
}
