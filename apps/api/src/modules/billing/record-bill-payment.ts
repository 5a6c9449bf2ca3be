import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { clock } from '../../lib/clock';
import { msg } from '../../lib/messages';
import { notify } from '../notifications/notify';
import { billingPayments } from './billing.schema';
import { liveBusinessIds } from './billing.queries';
import { settleBill } from './settle-bill';

export interface BillPayment {
  tenantId: number;
  businessId: number;
  paymentCode: string;
  phoneNumber: string | null;
  amount: number;
  paidOn: Date;
  c2bPaymentId?: number;
  stkRequestId?: number;
  createdById: number | null;
}

/**
 * Money received for the bill (a claimed paybill payment, a paid G7 prompt), in the caller's transaction:
 * stored once (the unique c2b/stk reference makes a repeat a no-op, returning null), applied to the oldest
 * open invoices, and announced to the shop (category 3).
 */
export async function recordBillPayment(tx: DbOrTx, payment: BillPayment): Promise<{ applied: number; invoiceIds: number[] } | null> {
  const [row] = await tx
    .insert(billingPayments)
    .values({
      tenantId: payment.tenantId,
      businessId: payment.businessId,
      paymentCode: payment.paymentCode,
      phoneNumber: payment.phoneNumber,
      amount: payment.amount,
      paidOn: payment.paidOn,
      c2bPaymentId: payment.c2bPaymentId ?? null,
      stkRequestId: payment.stkRequestId ?? null,
      createdById: payment.createdById,
    })
    .onConflictDoNothing()
    .returning({ id: billingPayments.id });
  if (!row) {
    // The query said Paid before the callback brought the M-Pesa receipt: the stored payment takes its code.
    if (payment.stkRequestId && payment.paymentCode !== '') {
      await tx
        .update(billingPayments)
        .set({ paymentCode: payment.paymentCode })
        .where(and(eq(billingPayments.stkRequestId, payment.stkRequestId), ne(billingPayments.paymentCode, payment.paymentCode)));
    }
    return null;
  }
  const settled = await settleBill(tx, payment.tenantId, clock.now());
  const params = { amount: { money: payment.amount, currency: 'KES' }, code: payment.paymentCode };
  for (const businessId of await liveBusinessIds(tx, payment.tenantId)) {
    await notify(tx, {
      tenantId: payment.tenantId,
      businessId,
      category: 3,
      title: msg('billing.notice.paidTitle'),
      message: msg('billing.notice.paidBody', params),
    });
  }
  await audit(tx, {
    tenantId: payment.tenantId,
    businessId: payment.businessId,
    userId: payment.createdById,
    action: 'pay',
    entity: 'billing-payment',
    entityId: row.id,
    detail: { amount: payment.amount, paymentCode: payment.paymentCode, applied: settled.applied },
  });
  return settled;
}
