import { useTranslation } from '@/lib/translation/use-translation';
import { MPESA_PAYMENT_VALUES, RESERVED_PAYMENT_VALUES } from '@dukani/contracts';
import { usePaymentModes } from '@/api/pos/use-payment-modes';
import { useSession } from '@/lib/session-store';

const reserved = new Set<string>(RESERVED_PAYMENT_VALUES);

/**
 * The label a built-in method gets on the till's buttons in the user's language ("Bar", "Efectivo"); a
 * shop's own methods keep the name the shop gave them. Where the cashier chooses or reconciles, the two M-Pesa ways
 * say which they are ("M-Pesa · prompt"); a receipt says only "M-Pesa" (useReceiptMethodLabel).
 */
export function useMethodLabel() {
  const { t } = useTranslation('pos');
  return (choice: { paymentValue: string; displayValue: string }) =>
    reserved.has(choice.paymentValue) ? t(`methods.${choice.paymentValue}`, { defaultValue: choice.displayValue }) : choice.displayValue;
}

/**
 * A payment's name on the customer's receipt: "M-Pesa" however it was taken (prompt, till, paybill, or a sale stored
 * with an older name), a built-in way in the reader's language, a shop's own method by the name the shop gave it.
 */
export function useReceiptMethodLabel() {
  const { t } = useTranslation('pos');
  return (entry: { paymentValue: string; displayValue?: string | null }) => {
    if (MPESA_PAYMENT_VALUES.includes(entry.paymentValue)) return t('methods.Mpesa');
    const fallback = entry.displayValue || entry.paymentValue;
    return reserved.has(entry.paymentValue) ? t(`methods.${entry.paymentValue}`, { defaultValue: fallback }) : fallback;
  };
}

/**
 * The name of a method known only by its code (the cash-up's rows): people read "M-Pesa prompt" or the shop's
 * "Voucher", never `StkPush` or `Voucher_1`.
 */
export function useMethodName() {
  const label = useMethodLabel();
  const businessId = useSession((s) => s.businessId) ?? 0;
  const modes = usePaymentModes(businessId);
  return (paymentValue: string) => {
    const own = modes.data?.customMethods.find((m) => m.paymentValue === paymentValue);
    return label({ paymentValue, displayValue: own?.displayValue ?? paymentValue });
  };
}
