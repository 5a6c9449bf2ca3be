import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enqueueInsert } from '../../jobs/enqueue';
import { auditInsert } from '../../lib/audit';
import type { Message } from '../../lib/messages';
import { creditInsert } from '../customers/record-credit';
import { noticesInsert, type NotificationCategory } from '../notifications/notify';
import type { TakenStock } from '../products/take-sale-stock';
import { saleMovementsInsert } from '../stock/sale-movements';
import { sendSaleToEtimsJob } from './send-sale-to-etims.job';
import { transactionItems, transactionPayments } from './sales.schema';

export interface SaleNotice {
  category: NotificationCategory;
  title: Message;
  message: Message;
}

export interface SaleRows {
  tenantId: number;
  businessId: number;
  userId: number;
  transactionId: number;
  transactionDate: Date;
  items: (typeof transactionItems.$inferInsert)[];
  payments: (typeof transactionPayments.$inferInsert)[];
  taken: readonly TakenStock[];
  credit: { customerId: number; amount: number; dueDate: string | null; note: string } | null;
  notices: readonly SaleNotice[];
  audit: { receiptNo: string; total: number };
}

/**
 * Every row a sale writes after its sale row and its stock, in ONE statement (a chain of data-modifying CTEs):
 * the lines, the payments, the stock movements, the customer's credit, the notices, the tax authority's outbox
 * row and the audit row. Each module gives its INSERT; they commit or roll back with the sale.
 */
export async function writeSaleRows(tx: DbOrTx, rows: SaleRows): Promise<void> {
  const { tenantId, businessId, userId, transactionId } = rows;
  const inserts: (SQL | null)[] = [
    tx.insert(transactionItems).values(rows.items).getSQL(),
    rows.payments.length ? tx.insert(transactionPayments).values(rows.payments).getSQL() : null,
    saleMovementsInsert(tx, { tenantId, businessId, userId, transactionId, actionDate: rows.transactionDate, taken: rows.taken }),
    rows.credit
      ? creditInsert(tx, {
          tenantId,
          businessId,
          customerId: rows.credit.customerId,
          amount: rows.credit.amount,
          transactionId,
          transactionDate: rows.transactionDate,
          dueDate: rows.credit.dueDate,
          note: rows.credit.note,
          createdById: userId,
        })
      : null,
    noticesInsert(
      tx,
      rows.notices.map((notice) => ({ ...notice, tenantId, businessId })),
    ),
    enqueueInsert(tx, sendSaleToEtimsJob, { transactionId }, { businessId }),
    auditInsert(tx, { tenantId, businessId, userId, action: 'sale.post', entity: 'Transaction', entityId: transactionId, detail: rows.audit }),
  ];
  const present = inserts.filter((insert): insert is SQL => insert !== null);
  const chain = sql.join(
    present.map((insert, index) => sql`${sql.raw(`write_${index}`)} as (${insert})`),
    sql`, `,
  );
  await tx.execute(sql`with ${chain} select 1`);
}
