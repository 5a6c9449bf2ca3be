import { useTranslation } from '@/lib/translation/use-translation';
import type { ReceiptPickerProps } from '@/components/form/receipt-picker';

/** The receipt picker's words, in the expenses namespace. */
export function useReceiptTexts(): ReceiptPickerProps['texts'] {
  const { t } = useTranslation('expenses');
  return {
    photo: t('receipt.photo'),
    choose: t('receipt.choose'),
    view: t('receipt.view'),
    remove: t('receipt.remove'),
    wrongType: t('receipt.wrongType'),
    tooLarge: t('receipt.tooLarge'),
    picked: t('receipt.picked'),
  };
}
