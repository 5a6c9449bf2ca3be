import type { RouteBody, Transaction, postKraCreditNote } from '@dukani/contracts';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { enqueue } from '../../jobs/enqueue';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { lockOpenSessionForSale } from '../cash-register/lock-open-session-for-sale';
import { buildTransaction } from './build-transaction';
import { creditNotePayments, findCreditLeftOnSale } from './refund-payments';
import { creditToAccount, returnMoney } from './return-money';
import { assertReturnable, findSaleItems, lockSale, planReturn, returnTotals, type SaleRow } from './return-plan';
import { transactions } from './sales.schema';
import { sendCreditNoteToEtimsJob } from './send-credit-note-to-etims.job';
import { writeReturn } from './write-return';

export interface PostCreditNoteOptions {
  auth: AuthContext;
  businessId: number;
  input: RouteBody<typeof postKraCreditNote>;
}

/**
 * No `paymentSummary` (how L5 was first written): the returned amount only comes off what the customer still owes
 * for the sale; no money moves, but the writer's open shift shows it among its returns (its net sales fall).
 */
async function offWhatIsOwed(tx: DbOrTx, auth: AuthContext, sale: SaleRow, total: number) {
  const payments = creditNotePayments(total, await findCreditLeftOnSale(tx, sale));
  const session = await lockOpenSessionForSale(tx, { businessId: sale.businessId, userId: auth.userId });
  return { payments, sessionId: session?.id ?? null };
}

/**
 * L5 in one transaction: a credit note (kind `CreditNote`) against a sale, with the refund's quantity rules,
 * goods back in stock where asked, an `etims.sendCreditNote` job for the tax authority, and the money back the
 * way `paymentSummary` says, exactly as a refund's (return-money.ts): cash or M-Pesa out of the writer's shift,
 * `PayLater` as credit on the customer's account.
 */
export async function postCreditNote(db: Db, o: PostCreditNoteOptions): Promise<Transaction> {
  const noteId = await db.transaction(async (tx) => {
    const sale = await lockSale(tx, o.businessId, o.input.originalTransactionId);
    assertReturnable(sale);
    const pieces = planReturn(sale, await findSaleItems(tx, sale.id), o.input.itemList);
    const { total } = returnTotals(pieces);
    const { payments, sessionId } = o.input.paymentSummary
      ? await returnMoney(tx, { auth: o.auth, sale, entries: o.input.paymentSummary, total })
      : await offWhatIsOwed(tx, o.auth, sale, total);
    const transactionDate = new Date();
    const id = await writeReturn(tx, { auth: o.auth, sale, kind: 'CreditNote', pieces, payments, sessionId, transactionDate });
    await creditToAccount(tx, { auth: o.auth, sale, payments, returnId: id, transactionDate, note: `Credit note for receipt ${sale.receiptNo}` });
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
