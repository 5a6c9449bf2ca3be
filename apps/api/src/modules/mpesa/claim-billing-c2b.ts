import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { c2bPayments } from './mpesa.schema';

/**
 * A payment to the platform's billing paybill (Q2, no shop), locked for the caller's claim (G6), or null
 * when no such confirmation came. With MPESA_BILLING_SHORTCODE set, only that paybill's payments count.
 */
export async function lockBillingC2BPayment(tx: DbOrTx, transId: string, billingShortCode: string | undefined) {
  const [row] = await tx
    .select()
    .from(c2bPayments)
    .where(and(eq(c2bPayments.transId, transId), isNull(c2bPayments.businessId), billingShortCode ? eq(c2bPayments.shortCode, billingShortCode) : undefined))
    .for('update');
  return row ?? null;
}

export async function markC2BPaymentClaimed(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(c2bPayments).set({ claimedAt: at }).where(eq(c2bPayments.id, id));
}
