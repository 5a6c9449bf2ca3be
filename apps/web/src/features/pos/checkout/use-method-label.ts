import { useTranslation } from 'react-i18next';
import { RESERVED_PAYMENT_VALUES } from '@dukani/contracts';

const reserved = new Set<string>(RESERVED_PAYMENT_VALUES);

/**
 * The label a built-in method gets on the till's buttons in the user's language ("Bar", "Efectivo"); a
 * shop's own methods keep the name the shop gave them. Receipts keep the stored displayValue.
 */
export function useMethodLabel() {
  const { t } = useTranslation('pos');
  return (choice: { paymentValue: string; displayValue: string }) =>
    reserved.has(choice.paymentValue) ? t(`methods.${choice.paymentValue}`, { defaultValue: choice.displayValue }) : choice.displayValue;
}
