import { toCents } from '@dukani/domain';
import type { Invoice, RouteBody, makeBillPayment } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { AppError, conflict, invalid } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { msg } from '../../lib/messages';
import { lockBillingC2BPayment, markC2BPaymentClaimed } from '../mpesa/claim-billing-c2b';
import { billingAccountOf, isBillRefOfTenant } from './billing-account';
import { findInvoicesByIds, toInvoice } from './billing.queries';
import { recordBillPayment } from './record-bill-payment';

export interface ClaimPaybillPaymentOptions {
  auth: AuthContext;
  input: RouteBody<typeof makeBillPayment>;
  billingShortCode: string | undefined;
}

/**
 * G6: the owner paid the paybill by hand and types the M-Pesa code; it counts once, for its exact amount. Only a
 * payment to the platform's paybill whose account reference names the caller's tenant is theirs: anything else
 * (an unknown code, another shortcode, another tenant's or no tenant's account) is the same 404, so a refusal
 * tells nobody whether someone else's payment exists, and no refusal says what a payment was for (issue 32).
 */
export async function claimPaybillPayment(db: Db, options: ClaimPaybillPaymentOptions): Promise<{ applied: number; invoices: Invoice[] }> {
  const { auth, input, billingShortCode } = options;
  if (!billingShortCode) throw conflict('INVALID_STATE', 'billing.paybillOff');
  return db.transaction(async (tx) => {
    const c2b = await lockBillingC2BPayment(tx, input.paymentCode, billingShortCode);
    if (!c2b || !(await isBillRefOfTenant(tx, c2b.billRef, auth.tenantId))) {
      const text = msg('billing.paymentNotFound', { code: input.paymentCode, paybill: billingShortCode, account: billingAccountOf(auth.tenantId) });
      throw new AppError('NOT_FOUND', text, 'paymentCode');
    }
    if (c2b.claimedAt) throw conflict('DUPLICATE', 'billing.codeUsed', { code: input.paymentCode });
    if (toCents(c2b.amount) !== toCents(input.amount)) {
      throw invalid('amount', 'billing.amountDiffers', { code: input.paymentCode, amount: { money: input.amount, currency: 'KES' } });
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
