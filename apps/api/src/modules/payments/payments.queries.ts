import { and, asc, eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { paymentMethods } from './payments.schema';
import { scoped } from '../../lib/scoped';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    paymentValue: row.paymentValue,
    displayValue: row.displayValue,
    displayName: row.displayName,
    businessId: row.businessId,
    tenantId: row.tenantId,
    isDefault: row.isDefault,
  };
}

/** A business's custom methods in the order they were added. */
export function findMethodRows(db: DbOrTx, businessId: number): Promise<PaymentMethodRow[]> {
  return db.select().from(paymentMethods).where(scoped(paymentMethods, { businessId })).orderBy(asc(paymentMethods.id));
}

export async function getMethodRow(db: DbOrTx, id: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

/** The business's method spelled like `paymentValue` in any case ("mpesa till" = "Mpesa Till"). */
export async function getMethodByValue(db: DbOrTx, businessId: number, paymentValue: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(scoped(paymentMethods, { businessId }), eq(sql`lower(${paymentMethods.paymentValue})`, paymentValue.toLowerCase())));
  return row;
}

export function isValueViolation(err: unknown): boolean {
  for (let cause: unknown = err; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === 'payment_methods_value_uq';
  }
  return false;
}
