import type { RouteBody, Transaction, refundTransaction } from '@dukani/contracts';
import { sumMoney } from '@dukani/domain';
import type { Db } from '../../db/client';
import { enqueue } from '../../jobs/enqueue';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { msg } from '../../lib/messages';
import { lockOpenSessionForSale } from '../cash-register/lock-open-session-for-sale';
import { recordReversal } from '../customers/record-reversal';
import { findCashRegisterSettings } from '../settings/find-cash-register-settings';
import { buildTransaction } from './build-transaction';
import { findCreditLeftOnSale, refundPayments } from './refund-payments';
import { assertReturnable, findSaleItems, lockSale, planReturn, returnTotals } from './return-plan';
import { sendCreditNoteToEtimsJob } from './send-credit-note-to-etims.job';
import { writeReturn } from './write-return';

export interface RefundSaleOptions {
  auth: AuthContext;
  businessId: number;
  transactionId: number;
  input: RouteBody<typeof refundTransaction>;
}

/**
 * L4 in one transaction: the refund (kind `Refund`, linked to the sale), goods back in stock where asked,
 * cash out of the refunder's open drawer, a pay-later part off the customer's balance, the audit row, and an
 * `etims.sendCreditNote` job: to the tax authority a refund is a credit note of the refunded lines (§8), sent once
 * the sale is signed, with reason `06` Refund (§4.3 class 32: L4 asks for no reason). A sale the authority never
 * gets (no device, or made before it) sends nothing.
 */
export async function refundSale(db: Db, o: RefundSaleOptions): Promise<Transaction> {
  const refundId = await db.transaction(async (tx) => {
    const sale = await lockSale(tx, o.businessId, o.transactionId);
    assertReturnable(sale);
    const pieces = planReturn(sale, await findSaleItems(tx, sale.id), o.input.itemList);
    const { total } = returnTotals(pieces);
    const creditLeft = await findCreditLeftOnSale(tx, sale);
    const payments = await refundPayments(tx, { sale, entries: o.input.paymentSummary, total, creditLeft });

    const settings = await findCashRegisterSettings(tx, o.businessId);
    const session = await lockOpenSessionForSale(tx, { businessId: o.businessId, userId: o.auth.userId });
    const paysMoney = payments.some((p) => p.paymentValue !== 'PayLater' && p.amount > 0);
    if (settings.requireOpenSession && paysMoney && !session) throw new AppError('NO_OPEN_SESSION', msg('sale.noOpenSession'));

    const transactionDate = new Date();
    const id = await writeReturn(tx, { auth: o.auth, sale, kind: 'Refund', pieces, payments, sessionId: session?.id ?? null, transactionDate });
    const offBalance = sumMoney(payments.filter((p) => p.paymentValue === 'PayLater').map((p) => p.amount));
    if (sale.customerId && offBalance > 0) {
      await recordReversal(tx, {
        tenantId: sale.tenantId,
        businessId: sale.businessId,
        customerId: sale.customerId,
        amount: offBalance,
        transactionId: id,
        transactionDate,
        note: `Refund of receipt ${sale.receiptNo}`,
        createdById: o.auth.userId,
      });
    }
    await enqueue(tx, sendCreditNoteToEtimsJob, { transactionId: id }, { businessId: sale.businessId });
    await audit(tx, {
      tenantId: sale.tenantId,
      businessId: sale.businessId,
      userId: o.auth.userId,
      action: 'sale.refund',
      entity: 'Transaction',
      entityId: id,
      detail: { saleId: sale.id, receiptNo: sale.receiptNo, total, note: o.input.note ?? null },
    });
    return id;
  });
  return buildTransaction(db, o.businessId, refundId);
}
