import type { RouteBody, Transaction, postKraCreditNote } from '@dukani/contracts';
import { sumMoney } from '@dukani/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enqueue } from '../../jobs/enqueue';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { lockOpenSessionForSale } from '../cash-register/lock-open-session-for-sale';
import { recordReversal } from '../customers/record-reversal';
import { buildTransaction } from './build-transaction';
import { creditNotePayments, findCreditLeftOnSale } from './refund-payments';
import { assertReturnable, findSaleItems, lockSale, planReturn, returnTotals } from './return-plan';
import { transactions } from './sales.schema';
import { sendCreditNoteToEtimsJob } from './send-credit-note-to-etims.job';
import { writeReturn } from './write-return';

export interface PostCreditNoteOptions {
  auth: AuthContext;
  businessId: number;
  input: RouteBody<typeof postKraCreditNote>;
}

/**
 * L5 in one transaction: a credit note (kind `CreditNote`) against a sale, with the refund's quantity rules,
 * goods back in stock where asked, the returned amount off what the customer still owes for the sale, and
 * an `etims.sendCreditNote` job for the tax authority. It moves no cash; it counts among the writer's open shift's returns.
 */
export async function postCreditNote(db: Db, o: PostCreditNoteOptions): Promise<Transaction> {
  const noteId = await db.transaction(async (tx) => {
    const sale = await lockSale(tx, o.businessId, o.input.originalTransactionId);
    assertReturnable(sale);
    const pieces = planReturn(sale, await findSaleItems(tx, sale.id), o.input.itemList);
    const { total } = returnTotals(pieces);
    const payments = creditNotePayments(total, await findCreditLeftOnSale(tx, sale));
    const transactionDate = new Date();
    // No money moves, but the shift of whoever writes it shows it among its returns (its net sales fall).
    const session = await lockOpenSessionForSale(tx, { businessId: o.businessId, userId: o.auth.userId });
    const id = await writeReturn(tx, { auth: o.auth, sale, kind: 'CreditNote', pieces, payments, sessionId: session?.id ?? null, transactionDate });
    const offBalance = sumMoney(payments.map((p) => p.amount));
    if (sale.customerId && offBalance > 0) {
      await recordReversal(tx, {
        tenantId: sale.tenantId,
        businessId: sale.businessId,
        customerId: sale.customerId,
        amount: offBalance,
        transactionId: id,
        transactionDate,
        note: `Credit note for receipt ${sale.receiptNo}`,
        createdById: o.auth.userId,
      });
    }
    // The reason goes to the authority as its refund-reason code when it is one (§4.3 class 32).
    await tx.update(transactions).set({ refundReason: o.input.reason }).where(eq(transactions.id, id));
    await enqueue(tx, sendCreditNoteToEtimsJob, { transactionId: id }, { businessId: sale.businessId });
    await audit(tx, {
      tenantId: sale.tenantId,
      businessId: sale.businessId,
      userId: o.auth.userId,
      action: 'sale.creditNote',
      entity: 'Transaction',
      entityId: id,
      detail: { saleId: sale.id, receiptNo: sale.receiptNo, total, reason: o.input.reason, note: o.input.note ?? null },
    });
    return id;
  });
  return buildTransaction(db, o.businessId, noteId);
}
