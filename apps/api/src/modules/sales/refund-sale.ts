import type { RouteBody, Transaction, refundTransaction } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { enqueue } from '../../jobs/enqueue';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { buildTransaction } from './build-transaction';
import { creditToAccount, returnMoney } from './return-money';
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
    const { payments, sessionId } = await returnMoney(tx, { auth: o.auth, sale, entries: o.input.paymentSummary, total });
    const transactionDate = new Date();
    const id = await writeReturn(tx, { auth: o.auth, sale, kind: 'Refund', pieces, payments, sessionId, transactionDate });
    await creditToAccount(tx, { auth: o.auth, sale, payments, returnId: id, transactionDate, note: `Refund of receipt ${sale.receiptNo}` });
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
