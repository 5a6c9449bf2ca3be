import { PAYMENT_DISPLAY_VALUES, type CashRegisterSettings, type PaymentMode, type PosPaymentModes, type ReservedPaymentValue } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { getReceiptSettings } from '../settings/get-receipt-settings';
import { getBusinessCountry } from '../business/get-business-country';
import { findMethodRows, toPaymentMethod } from './payments.queries';

/**
 * The built-in choices in the order the till shows them, ids from 1. StkPush and TillPaybill are not
 * here: with mobile money on, the client adds them and drops Mpesa (API.md "How the client uses J1").
 */
const BUILT_IN: readonly ReservedPaymentValue[] = ['Cash', 'Mpesa', 'Card', 'Bank', 'SplitPayment', 'PayLater'];

const BUILT_IN_MODES: PaymentMode[] = BUILT_IN.map((paymentValue, index) => ({
  id: index + 1,
  paymentValue,
  displayValue: PAYMENT_DISPLAY_VALUES[paymentValue],
}));

export interface FindPosPaymentModesOptions {
  businessId: number;
  tenantId: number;
}

/**
 * Uganda and Rwanda (API.md J1): with mobile money on, the prompt providers the shop turned on come after
 * the built-ins, as choices of their own (their prompt is sent by J4 with that provider).
 */
function promptModesOf(country: string, settings: CashRegisterSettings): PaymentMode[] {
  if ((country !== 'UG' && country !== 'RW') || !settings.mobileMoneyEnabled) return [];
  const values: ReservedPaymentValue[] = [
    ...(settings.mtnMomoEnabled ? ['MtnMomo' as const] : []),
    ...(settings.airtelMoneyEnabled ? ['AirtelMoney' as const] : []),
  ];
  return values.map((paymentValue, index) => ({ id: BUILT_IN_MODES.length + index + 1, paymentValue, displayValue: PAYMENT_DISPLAY_VALUES[paymentValue] }));
}

/** J1: built-in modes, the business's custom methods, and whether mobile money is on (E3). */
export async function findPosPaymentModes(db: Db, options: FindPosPaymentModesOptions): Promise<PosPaymentModes> {
  const rows = await findMethodRows(db, options.businessId);
  const settings = await getReceiptSettings(db, options);
  const country = await getBusinessCountry(db, options.businessId);
  return {
    paymentModes: [...BUILT_IN_MODES, ...promptModesOf(country, settings.cashRegisterSettings)],
    customMethods: rows.map(toPaymentMethod),
    mobileMoneyEnabled: settings.cashRegisterSettings.mobileMoneyEnabled,
  };
}
