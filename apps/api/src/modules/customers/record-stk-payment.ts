import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { lockOpenSessionForSale } from '../cash-register/lock-open-session-for-sale';
import { customerLedger } from './customers.schema';

export interface StkDebtPayment {
  stkRequestId: number;
  /** The paymentValue of the provider (StkPush, MtnMomo, AirtelMoney) and its name for the note. */
  paymentValue: string;
  providerName: string;
  tenantId: number;
  businessId: number;
  customerId: number;
  amount: number;
  receiptNumber: string | null;
  paidAt: Date;
  createdById: number | null;
}

/**
 * A paid mobile-money prompt (any provider) from the customer's page becomes their H7 payment. The ledger row is unique per
 * prompt, so the callback, the poll and the till's status check can all arrive and only one row exists;
 * a later callback that brings the receipt the first query lacked only adds it to the note.
 */
export async function recordStkDebtPayment(tx: DbOrTx, payment: StkDebtPayment): Promise<void> {
  const note = payment.receiptNumber ? `${payment.providerName} ${payment.receiptNumber}` : null;
  // The shift of whoever sent the prompt, while it is open: the payment shows in that shift's debt payments.
  const session = payment.createdById ? await lockOpenSessionForSale(tx, { businessId: payment.businessId, userId: payment.createdById }) : undefined;
  const [inserted] = await tx
    .insert(customerLedger)
    .values({
      tenantId: payment.tenantId,
      businessId: payment.businessId,
      customerId: payment.customerId,
      type: 'Debit',
      amount: payment.amount,
      transactionDate: payment.paidAt,
      paymentModes: payment.paymentValue,
      note,
      stkRequestId: payment.stkRequestId,
      sessionId: session?.id ?? null,
      createdById: payment.createdById,
    })
    .onConflictDoNothing()
    .returning({ id: customerLedger.id });
  if (!inserted) {
    if (note) await tx.update(customerLedger).set({ note }).where(eq(customerLedger.stkRequestId, payment.stkRequestId));
    return;
  }
  await audit(tx, {
    tenantId: payment.tenantId,
    businessId: payment.businessId,
    userId: payment.createdById,
    action: 'payment',
    entity: 'customer',
    entityId: payment.customerId,
    detail: { ledgerId: inserted.id, amount: payment.amount, paymentModes: payment.paymentValue, stkRequestId: payment.stkRequestId },
  });
}
