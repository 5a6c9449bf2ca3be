import type { TransactionKind } from '@dukani/contracts';
import type { TFunction } from '@/lib/translation/use-translation';

/**
 * "Receipt 000015" or "Credit note 000017": the heading a document prints under, on screen, on paper and on the
 * thermal printer, so a credit note handed to a customer is never taken for a receipt of a sale.
 */
export const documentTitle = (t: TFunction, kind: TransactionKind, receiptNo: string): string =>
  kind === 'CreditNote' ? t('receipt.creditNoteNumber', { receiptNo }) : t('receipt.number', { receiptNo });
