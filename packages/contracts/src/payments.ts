import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam, idSchema, optionalText, phoneInputSchema, requiredText } from './common';

const POS = ['pos'] as const;
const SETTINGS = ['settings'] as const;

/**
 * Reserved paymentValues of API.md §1.11. `SplitPayment` is a choice in the UI only; it never appears in
 * a sale's paymentSummary.
 */
export const RESERVED_PAYMENT_VALUES = [
  'Cash',
  'Mpesa',
  'Card',
  'Bank',
  'StkPush',
  'TillPaybill',
  'MtnMomo',
  'AirtelMoney',
  'PayLater',
  'SplitPayment',
] as const;
export type ReservedPaymentValue = (typeof RESERVED_PAYMENT_VALUES)[number];

export const PAYMENT_DISPLAY_VALUES: Record<ReservedPaymentValue, string> = {
  Cash: 'Cash',
  Mpesa: 'Mpesa',
  Card: 'Card',
  Bank: 'Bank',
  StkPush: 'M-Pesa prompt',
  TillPaybill: 'TILL/PAYBILL',
  MtnMomo: 'MTN MoMo',
  AirtelMoney: 'Airtel Money',
  PayLater: 'Pay Later',
  SplitPayment: 'Split Payment',
};

/** The ways of taking M-Pesa (API.md §1.11): one "M-Pesa" to the customer, whichever way the cashier took it. */
export const MPESA_PAYMENT_VALUES: readonly string[] = ['Mpesa', 'StkPush', 'TillPaybill'];

/**
 * The names the shop's people read in a PDF (the Z report): API.md's display values keep their wording for the API,
 * but a person reads "M-Pesa", and the way after it where the two must be told apart.
 */
export const PAYMENT_METHOD_NAMES: Record<ReservedPaymentValue, string> = {
  ...PAYMENT_DISPLAY_VALUES,
  Mpesa: 'M-Pesa',
  StkPush: 'M-Pesa prompt',
  TillPaybill: 'M-Pesa till/paybill',
};

/**
 * The name of a payment on a customer's paper (receipt, PDF, statement): "M-Pesa" however it was taken (prompt, till,
 * paybill: the stored display value says "TILL/PAYBILL"), a built-in way by its name, a shop's own method by the name
 * the shop gave it.
 */
export function customerMethodName(entry: { paymentValue: string; displayValue?: string | null }): string {
  if (MPESA_PAYMENT_VALUES.includes(entry.paymentValue)) return 'M-Pesa';
  const reserved = RESERVED_PAYMENT_VALUES.find((value) => value === entry.paymentValue);
  return reserved ? PAYMENT_METHOD_NAMES[reserved] : entry.displayValue || entry.paymentValue;
}

export const paymentModeSchema = z.object({ id: z.number().int(), paymentValue: z.string(), displayValue: z.string() });
export type PaymentMode = z.infer<typeof paymentModeSchema>;

export const paymentMethodSchema = z.object({
  id: z.number().int(),
  paymentValue: z.string(),
  displayValue: z.string(),
  displayName: z.string().nullable(),
  businessId: z.number().int(),
  tenantId: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodInputSchema = z.object({
  paymentValue: requiredText(40).regex(/^[A-Za-z0-9][A-Za-z0-9 _-]*$/, 'must be letters, digits, spaces, _ or -'),
  displayValue: requiredText(40),
  displayName: optionalText(80),
  isDefault: z.boolean().default(false),
  tenantId: z.number().int().nonnegative().max(MAX_ID, 'is not a valid id').nullish(),
});
export type PaymentMethodInput = z.input<typeof paymentMethodInputSchema>;

export const posPaymentModesSchema = z.object({
  paymentModes: z.array(paymentModeSchema),
  customMethods: z.array(paymentMethodSchema),
  mobileMoneyEnabled: z.boolean(),
});
export type PosPaymentModes = z.infer<typeof posPaymentModesSchema>;

export const STK_STATUSES = ['Pending', 'Paid', 'Failed', 'Cancelled'] as const;
export const stkStatusValueSchema = z.enum(STK_STATUSES);
export type StkStatusValue = z.infer<typeof stkStatusValueSchema>;

export const stkStartedSchema = z.object({
  CheckoutRequestID: z.string(),
  MerchantRequestID: z.string(),
  customerMessage: z.string(),
});
export type StkStarted = z.infer<typeof stkStartedSchema>;

/** Who sends a J4 prompt: M-Pesa in Kenya, MTN MoMo or Airtel Money in Uganda and Rwanda (API.md J4). */
export const PROMPT_PROVIDERS = ['Mpesa', 'MtnMomo', 'AirtelMoney'] as const;
export const promptProviderSchema = z.enum(PROMPT_PROVIDERS);
export type PromptProvider = z.infer<typeof promptProviderSchema>;
/** How shop people name each provider. */
export const PROMPT_PROVIDER_NAMES: Record<PromptProvider, string> = { Mpesa: 'M-Pesa', MtnMomo: 'MTN MoMo', AirtelMoney: 'Airtel Money' };
/** The paymentValue a sale records for a paid prompt of each provider (K1). */
export const PROMPT_PAYMENT_VALUES: Record<PromptProvider, ReservedPaymentValue> = { Mpesa: 'StkPush', MtnMomo: 'MtnMomo', AirtelMoney: 'AirtelMoney' };

export const stkStatusSchema = z.object({
  CheckoutRequestID: z.string(),
  provider: promptProviderSchema.optional(),
  status: stkStatusValueSchema,
  paymentCode: z.string().nullable(),
  amount: z.number(),
  phoneNumber: z.string(),
  resultDesc: z.string().nullable(),
});
export type StkStatus = z.infer<typeof stkStatusSchema>;

export const stkPushInputSchema = z.object({
  phoneNumber: phoneInputSchema,
  /**
   * Whole units: KES for M-Pesa (1–250,000, checked by J4: specs/mpesa-daraja.md §3.4), UGX and RWF for
   * MTN MoMo and Airtel Money, which have no minor units in practice (specs/mobile-money-ug-rw.md Part C).
   */
  amount: z.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000_000, 'must be at most 100000000'),
  accountReference: z.string().trim().max(12, 'must be at most 12 characters').nullish(),
  /** Added: the prompt collects this customer's debt; once paid it is recorded as their H7 payment, exactly once. */
  customerId: idSchema.nullish(),
  /** Added: MtnMomo or AirtelMoney in Uganda and Rwanda; default the country's first provider the shop enabled. */
  provider: promptProviderSchema.nullish(),
});
export type StkPushInput = z.input<typeof stkPushInputSchema>;

const byBusiness = z.object({ businessId: idParam });

export const getPosPaymentModes = defineRoute({
  id: 'J1',
  method: 'GET',
  path: '/api/CategoricalData/GetPosPaymentMode/{businessId}',
  tag: 'Payments',
  modules: POS,
  summary: 'Payment choices for the POS: built-in modes, custom methods, mobile money flag',
  params: byBusiness,
  result: posPaymentModesSchema,
});

export const createPaymentMethod = defineRoute({
  id: 'J2',
  method: 'POST',
  path: '/api/Settings/CreatePaymentMethod/{businessId}',
  tag: 'Payments',
  modules: SETTINGS,
  summary: 'Add a custom payment method; a taken or reserved paymentValue is 409 DUPLICATE',
  params: byBusiness,
  body: paymentMethodInputSchema,
  result: paymentMethodSchema,
});

export const deletePaymentMethod = defineRoute({
  id: 'J3',
  method: 'DELETE',
  path: '/api/Settings/DeletePaymentMethod/{id}/{businessId}',
  tag: 'Payments',
  modules: SETTINGS,
  summary: 'Remove a custom payment method',
  params: z.object({ id: idParam, businessId: idParam }),
  result: z.null(),
});

export const startStkPush = defineRoute({
  id: 'J4',
  method: 'POST',
  path: '/api/Mpesa/StkPush/{businessId}',
  tag: 'Payments',
  modules: POS,
  idem: true,
  callsProvider: true,
  summary: "Send a mobile-money prompt (M-Pesa, MTN MoMo, Airtel Money) to the customer's phone; 409 INVALID_STATE when mobile money is off",
  params: byBusiness,
  body: stkPushInputSchema,
  result: stkStartedSchema,
});

export const getStkPushStatus = defineRoute({
  id: 'J5',
  method: 'GET',
  path: '/api/Mpesa/GetStkPushStatus/{CheckoutRequestID}',
  tag: 'Payments',
  modules: POS,
  summary: 'Poll a prompt started by J4 (every 3 s, for up to 2 min)',
  params: z.object({ CheckoutRequestID: z.string().trim().min(1, 'is required').max(64) }),
  result: stkStatusSchema,
});

/** Added: the cashier gives up on a prompt. A later success callback is still recorded (the customer paid). */
export const cancelStkPush = defineRoute({
  id: 'J6',
  method: 'POST',
  path: '/api/Mpesa/CancelStkPush/{CheckoutRequestID}',
  tag: 'Payments',
  modules: POS,
  summary: 'Stop waiting for a prompt at the till (added)',
  params: z.object({ CheckoutRequestID: z.string().trim().min(1, 'is required').max(64) }),
  body: z.object({ businessId: idSchema }),
  result: stkStatusSchema,
});

/** Q1–Q3 speak the provider's JSON: no envelope (`raw`), a shared secret in `?key=`. */
const callbackKey = z.object({ key: z.string().optional() });
const darajaAck = z.object({ ResultCode: z.number(), ResultDesc: z.string() });

export const stkCallback = defineRoute({
  id: 'Q1',
  method: 'POST',
  path: '/api/Mpesa/StkCallback',
  tag: 'Mpesa callbacks',
  auth: 'pub',
  raw: true,
  summary: 'Result of an STK prompt (J4 or G7); duplicates and unknown ids are acknowledged',
  query: callbackKey,
  body: z.unknown(),
  result: darajaAck,
});

export const c2bConfirmation = defineRoute({
  id: 'Q2',
  method: 'POST',
  path: '/api/Mpesa/C2BConfirmation',
  tag: 'Mpesa callbacks',
  auth: 'pub',
  raw: true,
  summary: 'A till or paybill payment received; stored once per TransID',
  query: callbackKey,
  body: z.unknown(),
  result: darajaAck,
});

/**
 * Added: MTN MoMo's callback (specs/mobile-money-ug-rw.md A.6). Its method is unconfirmed, so PUT and POST
 * reach the same handler. The body is the status GET's; it is a hint, confirmed by a status GET.
 */
export const momoCallback = defineRoute({
  id: 'Q4',
  method: 'PUT',
  path: '/api/MobileMoney/MtnMomoCallback',
  tag: 'Mpesa callbacks',
  auth: 'pub',
  raw: true,
  summary: 'Result of an MTN MoMo request to pay started by J4 (PUT or POST); confirmed by a status check',
  query: callbackKey,
  body: z.unknown(),
  result: z.object({ received: z.boolean() }),
});

export const momoCallbackPost = defineRoute({ ...momoCallback, id: 'Q4b', method: 'POST' });

/** Added: Airtel Money's callback, at the URL configured in Airtel's portal (B.4). */
export const airtelCallback = defineRoute({
  id: 'Q5',
  method: 'POST',
  path: '/api/MobileMoney/AirtelCallback',
  tag: 'Mpesa callbacks',
  auth: 'pub',
  raw: true,
  summary: 'Result of an Airtel Money collection started by J4; confirmed by a status enquiry',
  query: callbackKey,
  body: z.unknown(),
  result: z.object({ received: z.boolean() }),
});

export const c2bValidation = defineRoute({
  id: 'Q3',
  method: 'POST',
  path: '/api/Mpesa/C2BValidation',
  tag: 'Mpesa callbacks',
  auth: 'pub',
  raw: true,
  summary: 'Validation hook of the URL registration; always accepts',
  query: callbackKey,
  body: z.unknown(),
  result: darajaAck,
});
