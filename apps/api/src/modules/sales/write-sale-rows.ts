import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enqueueInsert } from '../../jobs/enqueue';
import { auditInsert } from '../../lib/audit';
import { creditInsert } from '../customers/record-credit';
import type { TakenStock } from '../products/take-sale-stock';
import { saleMovementsInsert } from '../stock/sale-movements';
import { sendSaleToEtimsJob } from './send-sale-to-etims.job';
import { businessCounters, transactionItems, transactionPayments, transactions } from './sales.schema';

export type SaleRow = Omit<typeof transactions.$inferInsert, 'receiptNo'> & { id: number; tenantId: number };

export interface SaleRows {
  sale: SaleRow;
  items: (typeof transactionItems.$inferInsert)[];
  payments: (typeof transactionPayments.$inferInsert)[];
  taken: readonly TakenStock[];
  credit: { customerId: number; amount: number; dueDate: string | null } | null;
}

/** The receipt number the statement took, as SQL its other rows can use: 000001, 000002 … six digits at least, never cut. */
const receiptNo = sql`(select lpad(value::text, greatest(6, length(value::text)), '0') from receipt_counter)`;

/**
 * The sale's rows in ONE statement (a chain of data-modifying CTEs): the shop's receipt counter (incremented under
 * its row lock, which orders the shop's sales), the sale row numbered from it, the lines, the payments, the stock
 * movements, the customer's credit, the tax authority's outbox row and the audit row. The sale's id was taken
 * from its sequence beforehand, so every row names it without reading it back; the counter's lock is held for
 * this statement and the commit only. Each module gives its INSERT; they commit or roll back with the sale.
 * A clientSaleId or deviceReceiptNo used by a sale committed meanwhile fails it with unique_violation.
 */
export async function writeSaleRows(tx: DbOrTx, rows: SaleRows): Promise<{ receiptNo: string }> {
  const { sale } = rows;
  const { tenantId, businessId, id: transactionId, cashierId: userId } = sale;
  const counter = tx
    .insert(businessCounters)
    .values({ businessId, name: 'receipt', value: 1 })
    .onConflictDoUpdate({ target: [businessCounters.businessId, businessCounters.name], set: { value: sql`${businessCounters.value} + 1` } })
    .returning({ value: businessCounters.value })
    .getSQL();
  const inserts: (SQL | null)[] = [
    tx
      .insert(transactions)
      .values({ ...sale, receiptNo })
      .getSQL(),
    tx.insert(transactionItems).values(rows.items).getSQL(),
    rows.payments.length ? tx.insert(transactionPayments).values(rows.payments).getSQL() : null,
    saleMovementsInsert(tx, { tenantId, businessId, userId, transactionId, actionDate: sale.transactionDate, taken: rows.taken }),
    rows.credit
      ? creditInsert(tx, {
          tenantId,
          businessId,
          customerId: rows.credit.customerId,
          amount: rows.credit.amount,
          transactionId,
          transactionDate: sale.transactionDate,
          dueDate: rows.credit.dueDate,
          note: sql`'Receipt ' || ${receiptNo}`,
          createdById: userId,
        })
      : null,
    enqueueInsert(tx, sendSaleToEtimsJob, { transactionId }, { businessId }),
    auditInsert(tx, {
      tenantId,
      businessId,
      userId,
      action: 'sale.post',
      entity: 'Transaction',
      entityId: transactionId,
      detail: sql`jsonb_build_object('receiptNo', ${receiptNo}, 'total', ${sale.total}::numeric)`,
    }),
  ];
  const present = inserts.filter((insert): insert is SQL => insert !== null);
  const chain = sql.join(
    present.map((insert, index) => sql`${sql.raw(`write_${index}`)} as (${insert})`),
    sql`, `,
  );
  const result = (await tx.execute(sql`with receipt_counter as (${counter}), ${chain} select ${receiptNo} as receipt_no`)) as unknown as {
    rows: { receipt_no: string }[];
  };
  return { receiptNo: result.rows[0]!.receipt_no };
}
