import { sql, type SQL } from 'drizzle-orm';
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

/** The shop's own methods as a scalar subquery (a JSON array), for a caller that reads its context in one statement. */
export function paymentMethodsSubquery(db: DbOrTx, businessId: number): SQL {
  const query = db
    .select({
      methods: sql`coalesce(json_agg(json_build_object('paymentValue', ${paymentMethods.paymentValue}, 'displayValue', ${paymentMethods.displayValue})), '[]'::json)`,
    })
    .from(paymentMethods)
    .where(scoped(paymentMethods, { businessId }));
  return sql`(${query})`;
}
