import { and, eq } from 'drizzle-orm';
import type { TransactionRow } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { enqueue } from '../../jobs/enqueue';
import { conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { scoped } from '../../lib/scoped';
import { reopenEtimsDocument } from '../etims/reopen-etims-document';
import { toTransactionRows } from './build-transaction';
import { lockSale } from './return-plan';
import { transactions } from './sales.schema';
import { sendCreditNoteToEtimsJob } from './send-credit-note-to-etims.job';
import { sendSaleToEtimsJob } from './send-sale-to-etims.job';

export interface RetryEtimsSendOptions {
  auth: AuthContext;
  businessId: number;
  transactionId: number;
}

/** P16 (added): a sale, refund or credit note the authority refused is queued again once its cause is fixed. */
export async function retryEtimsSend(db: Db, o: RetryEtimsSendOptions): Promise<TransactionRow> {
  const sale = await db.transaction(async (tx) => {
    const sale = await lockSale(tx, o.businessId, o.transactionId);
    if (!sale.etimsError || sale.isDeleted) throw conflict('INVALID_STATE', 'etims.notRefused');
    await reopenEtimsDocument(tx, { transactionId: sale.id });
    await tx
      .update(transactions)
      .set({ etimsError: null })
      .where(and(scoped(transactions, sale), eq(transactions.id, sale.id)));
    await enqueue(tx, sale.kind === 'Sale' ? sendSaleToEtimsJob : sendCreditNoteToEtimsJob, { transactionId: sale.id }, { businessId: sale.businessId });
    await audit(tx, {
      tenantId: sale.tenantId,
      businessId: sale.businessId,
      userId: o.auth.userId,
      action: 'etims.retrySend',
      entity: 'Transaction',
      entityId: sale.id,
      detail: { receiptNo: sale.receiptNo, refusal: sale.etimsError },
    });
    return { ...sale, etimsError: null };
  });
  const [row] = await toTransactionRows(db, [sale]);
  return row!;
}
