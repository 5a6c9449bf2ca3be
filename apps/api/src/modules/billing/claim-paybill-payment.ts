import { toCents } from '@dukani/domain';
import type { Invoice, RouteBody, makeBillPayment } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { lockBillingC2BPayment, markC2BPaymentClaimed } from '../mpesa/claim-billing-c2b';
import { findInvoicesByIds, toInvoice } from './billing.queries';
import { recordBillPayment } from './record-bill-payment';

export interface ClaimPaybillPaymentOptions {
  auth: AuthContext;
  input: RouteBody<typeof makeBillPayment>;
  billingShortCode: string | undefined;
}

/** G6: the owner paid the paybill by hand and types the M-Pesa code; it counts once, for its exact amount. */
export async function claimPaybillPayment(db: Db, options: ClaimPaybillPaymentOptions): Promise<{ applied: number; invoices: Invoice[] }> {
  const { auth, input } = options;
  return db.transaction(async (tx) => {
    const c2b = await lockBillingC2BPayment(tx, input.paymentCode, options.billingShortCode);
    if (!c2b) throw notFound('PaymentCode', input.paymentCode);
    if (c2b.claimedAt) throw conflict('DUPLICATE', 'billing.codeUsed', { code: input.paymentCode });
    if (toCents(c2b.amount) !== toCents(input.amount)) {
      throw invalid('amount', 'billing.amountDiffers', {
        code: input.paymentCode,
        paid: { money: c2b.amount, currency: 'KES' },
        amount: { money: input.amount, currency: 'KES' },
      });
    }
    await markC2BPaymentClaimed(tx, c2b.id, new Date());
    const settled = await recordBillPayment(tx, {
      tenantId: auth.tenantId,
      businessId: input.businessId,
      paymentCode: c2b.transId,
      phoneNumber: input.phoneNumber || c2b.msisdn,
      amount: c2b.amount,
      paidOn: c2b.createdOn,
      c2bPaymentId: c2b.id,
      createdById: auth.userId,
    });
    // recordBillPayment returns null only for a payment already stored: the claimed mark above rules that out.
    if (!settled) throw conflict('DUPLICATE', 'billing.codeUsed', { code: input.paymentCode });
    const rows = await findInvoicesByIds(tx, auth.tenantId, settled.invoiceIds);
    return { applied: settled.applied, invoices: rows.map(toInvoice) };
  });
}
