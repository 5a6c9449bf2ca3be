import { RESERVED_PAYMENT_VALUES } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { findPaymentMethods } from './find-payment-methods';

/** Money actually paid or received: PayLater and SplitPayment are not ways money moves. */
const RECEIVED_VALUES: readonly string[] = RESERVED_PAYMENT_VALUES.filter((value) => value !== 'PayLater' && value !== 'SplitPayment');

/**
 * The paymentValue as the shop spells it, typed in any case: a built-in way money moves or one of the shop's
 * own methods (J2). Null when the shop has no such method; the caller names the field it came from.
 */
export async function findReceivedPaymentValue(db: DbOrTx, businessId: number, typed: string): Promise<string | null> {
  const wanted = typed.toLowerCase();
  const reserved = RECEIVED_VALUES.find((value) => value.toLowerCase() === wanted);
  if (reserved) return reserved;
  const custom = (await findPaymentMethods(db, businessId)).find((method) => method.paymentValue.toLowerCase() === wanted);
  return custom?.paymentValue ?? null;
}
