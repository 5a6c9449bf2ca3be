import type { Transaction } from '@dukani/contracts';
import { assembleTransaction, toEntry, toItem, toTransactionRow } from './build-transaction';
import { fiscalOfNewSale } from './fiscal-receipt';
import type { SaleContext } from './sale-context';
import type { transactionItems, transactionPayments, transactions } from './sales.schema';

type SaleRow = typeof transactions.$inferSelect;
type ItemRow = typeof transactionItems.$inferSelect;

export interface WrittenSale {
  context: SaleContext;
  /** The sale row's values as inserted (money rounded as the columns keep it), its id and receipt number. */
  sale: Omit<SaleRow, 'originalTransactionId' | 'etims' | 'etimsError' | 'refundReason' | 'createdOn' | 'isDeleted'>;
  items: (typeof transactionItems.$inferInsert & Omit<ItemRow, 'id' | 'returnedQuantity'>)[];
  payments: (typeof transactionPayments.$inferInsert & { displayValue: string; referenceNumber: string | null; dueDate: string | null })[];
}

/**
 * K1's answer from what the sale just wrote and what its context statement read (no re-read after the commit):
 * the same shape as L2 gives for the sale (build-transaction's assembleTransaction), which the API tests compare.
 */
export function answerFromWrittenSale({ context, sale, items, payments }: WrittenSale): Transaction {
  const row: SaleRow = { ...sale, originalTransactionId: null, etims: null, etimsError: null, refundReason: null, isDeleted: false, createdOn: new Date() };
  const itemList = items.map((item) => toItem({ ...item, id: 0, returnedQuantity: 0 }));
  return assembleTransaction({
    sale: row,
    row: toTransactionRow(row, payments.map(toEntry), context.cashierName, items.length),
    itemList,
    business: context.business,
    layout: context.layout,
    currencySymbol: context.currencySymbol,
    salesPersonName: context.salesPerson?.name ?? null,
    fiscal: fiscalOfNewSale(context.seller, row.transactionDate),
  });
}
