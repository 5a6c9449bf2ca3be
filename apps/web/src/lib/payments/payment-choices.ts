import { PAYMENT_DISPLAY_VALUES, type PosPaymentModes } from '@dukani/contracts';

export interface PaymentChoice {
  paymentValue: string;
  displayValue: string;
  isDefault: boolean;
}

/**
 * The till's payment choice (API.md "How the client uses J1"): built-in modes and the shop's own; with
 * mobile money on, the M-Pesa prompt (STK push, id 1) and Till/Paybill (id 2) come first and plain Mpesa is dropped.
 * M-Pesa's prompt and till are Kenyan: in Uganda and Rwanda J1 itself lists the shop's MTN MoMo / Airtel Money.
 */
export function buildPaymentChoices(modes: PosPaymentModes, country = 'KE'): PaymentChoice[] {
  const builtIn = modes.paymentModes.filter((m) => !(modes.mobileMoneyEnabled && m.paymentValue === 'Mpesa'));
  const mobile =
    modes.mobileMoneyEnabled && country === 'KE'
      ? [
          { paymentValue: 'StkPush', displayValue: PAYMENT_DISPLAY_VALUES.StkPush },
          { paymentValue: 'TillPaybill', displayValue: PAYMENT_DISPLAY_VALUES.TillPaybill },
        ]
      : [];
  const defaultValue = modes.customMethods.find((m) => m.isDefault)?.paymentValue ?? 'Cash';
  return [...builtIn, ...mobile, ...modes.customMethods].map((m) => ({
    paymentValue: m.paymentValue,
    displayValue: m.displayValue,
    isDefault: m.paymentValue === defaultValue,
  }));
}

/** Methods one part of a split payment may use: not Split itself, not Pay Later (the balance is the credit). */
export const splitPartChoices = (choices: PaymentChoice[]) => choices.filter((c) => c.paymentValue !== 'SplitPayment' && c.paymentValue !== 'PayLater');
