import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { c2bPayments } from './mpesa.schema';

/**
 * A payment to the platform's billing paybill (Q2 to MPESA_BILLING_SHORTCODE, no shop), locked for a claim (G6),
 * or null when no such confirmation came. A payment to any other shortcode is never the bill's. The caller
 * matches its account reference (`billRef`) to the claiming tenant.
 */
export async function lockBillingC2BPayment(tx: DbOrTx, transId: string, billingShortCode: string) {
  const [row] = await tx
    .select()
    .from(c2bPayments)
    .where(and(eq(c2bPayments.transId, transId), isNull(c2bPayments.businessId), eq(c2bPayments.shortCode, billingShortCode)))
    .for('update');
  return row ?? null;
}

export async function markC2BPaymentClaimed(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(c2bPayments).set({ claimedAt: at }).where(eq(c2bPayments.id, id));
}
