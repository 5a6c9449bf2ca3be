import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { paymentMethods } from './payments.schema';

export interface ShopPaymentMethod {
  paymentValue: string;
  displayValue: string;
}

/** The shop's own payment methods (the built-in ones are constants of the contract). */
export function findPaymentMethods(db: DbOrTx, businessId: number): Promise<ShopPaymentMethod[]> {
  return db
    .select({ paymentValue: paymentMethods.paymentValue, displayValue: paymentMethods.displayValue })
    .from(paymentMethods)
    .where(scoped(paymentMethods, { businessId }));
}
