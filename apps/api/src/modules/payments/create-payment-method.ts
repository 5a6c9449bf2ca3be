import { sql } from 'drizzle-orm';
import { RESERVED_PAYMENT_VALUES, type PaymentMethod, type RouteBody, type createPaymentMethod as createPaymentMethodContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { paymentMethods } from './payments.schema';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { audit } from '../../lib/audit';
import { getMethodByValue, isValueViolation, toPaymentMethod } from './payments.queries';
import { scoped } from '../../lib/scoped';

export interface CreatePaymentMethodOptions {
  businessId: number;
  /** The caller's organisation; the body's tenantId is ignored. */
  tenantId: number;
  userId: number;
  input: RouteBody<typeof createPaymentMethodContract>;
}

/** Key of the advisory lock that serialises a business's payment-method writes (any fixed int4 kept for this). */
const PAYMENT_METHODS_LOCK = 410_005;

const RESERVED = new Set<string>(RESERVED_PAYMENT_VALUES.map((value) => value.toLowerCase()));

const taken = (paymentValue: string) => new AppError('DUPLICATE', msg('payment.methodExists', { field: 'paymentValue', method: paymentValue }), 'paymentValue');

/**
 * J2: add a custom method. A paymentValue is compared without case, because the sales and reports
 * group by it: "cash" would split the Cash takings. At most one method is the default.
 */
export async function createPaymentMethod(db: Db, options: CreatePaymentMethodOptions): Promise<PaymentMethod> {
  const { businessId, tenantId, input } = options;
  if (RESERVED.has(input.paymentValue.toLowerCase())) {
    throw new AppError('DUPLICATE', msg('payment.methodReserved', { field: 'paymentValue', method: input.paymentValue }), 'paymentValue');
  }
  try {
    return await db.transaction(async (tx) => {
      // Two requests making a default at once would each clear the others' flag and leave two defaults.
      await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_METHODS_LOCK}, ${businessId})`);
      if (await getMethodByValue(tx, businessId, input.paymentValue)) throw taken(input.paymentValue);
      if (input.isDefault) await tx.update(paymentMethods).set({ isDefault: false }).where(scoped(paymentMethods, { businessId }));
      const [row] = await tx
        .insert(paymentMethods)
        .values({
          tenantId,
          businessId,
          paymentValue: input.paymentValue,
          displayValue: input.displayValue,
          displayName: input.displayName || null,
          isDefault: input.isDefault,
        })
        .returning();
      if (!row) throw new Error('insert returned no payment method');
      await audit(tx, {
        tenantId,
        businessId,
        userId: options.userId,
        action: 'create',
        entity: 'payment-method',
        entityId: row.id,
        detail: { paymentValue: row.paymentValue, isDefault: row.isDefault },
      });
      return toPaymentMethod(row);
    });
  } catch (err) {
    if (isValueViolation(err)) throw taken(input.paymentValue);
    throw err;
  }
}
