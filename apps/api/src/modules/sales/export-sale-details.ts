import { and, asc, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import {
  countCell,
  dateTimeCell,
  moneyCell,
  pagesById,
  percentCell,
  quantityCell,
  yesNoCell,
  type Cell,
  type ExportSheet,
  type SheetContext,
} from '../../lib/export/sheet';
import { KIND_WORDS } from './export-sales';
import { transactionItems, transactionPayments, transactions } from './sales.schema';

/**
 * The documents a page of lines or payments belongs to, by primary key: a second small query rather than a join,
 * so the plan stays an index lookup however the table's statistics stand (a join planned as a hash over every sale,
 * once a page, made a 100,000-sale export crawl).
 */
async function findDocuments(db: DbOrTx, businessId: number, ids: readonly number[]) {
  const rows = await db
    .select({ id: transactions.id, receiptNo: transactions.receiptNo, kind: transactions.kind, transactionDate: transactions.transactionDate })
    .from(transactions)
    .where(and(scoped(transactions, { businessId }), inArray(transactions.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Receipt number, kind and date of the document a line or payment is part of. */
const documentCells = (context: SheetContext, document: { receiptNo: string; kind: keyof typeof KIND_WORDS; transactionDate: Date } | undefined): Cell[] =>
  document ? [document.receiptNo, KIND_WORDS[document.kind], dateTimeCell(context, document.transactionDate)] : [null, null, null];

const readLines = (db: DbOrTx, businessId: number, afterId: number, limit: number) =>
  db
    .select({
      id: transactionItems.id,
      transactionId: transactionItems.transactionId,
      lineNo: transactionItems.lineNo,
      productId: transactionItems.productId,
      name: transactionItems.name,
      barCode: transactionItems.barCode,
      quantity: transactionItems.quantity,
      calcPrice: transactionItems.calcPrice,
      discount: transactionItems.discount,
      orderDiscountShare: transactionItems.orderDiscountShare,
      lineAmount: transactionItems.lineAmount,
      tax: transactionItems.tax,
      taxCode: transactionItems.taxCode,
      taxRate: transactionItems.taxRate,
      taxInclusive: transactionItems.taxInclusive,
      buyingPrice: transactionItems.buyingPrice,
      returnedQuantity: transactionItems.returnedQuantity,
      serialNumbers: transactionItems.serialNumbers,
    })
    .from(transactionItems)
    .where(and(scoped(transactionItems, { businessId }), gt(transactionItems.id, afterId)))
    .orderBy(asc(transactionItems.id))
    .limit(limit);

/** sale-lines.csv: what each sale, refund and credit note was made of, line by line. */
export const saleLinesSheet: ExportSheet = {
  fileName: 'sale-lines.csv',
  headers: [
    'Receipt number',
    'Kind',
    'Date',
    'Line',
    'Product number',
    'Item',
    'Barcode',
    'Quantity',
    'Unit price',
    'Line discount',
    'Share of receipt discount',
    'Amount',
    'Tax',
    'Tax code',
    'Tax rate %',
    'Price includes tax',
    'Buying price',
    'Quantity returned',
    'Serial numbers',
  ],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readLines(db, context.businessId, afterId, limit))) {
      const documents = await findDocuments(
        db,
        context.businessId,
        rows.map((row) => row.transactionId),
      );
      yield rows.map((row) => [
        ...documentCells(context, documents.get(row.transactionId)),
        countCell(row.lineNo),
        countCell(row.productId),
        row.name,
        row.barCode,
        quantityCell(row.quantity),
        moneyCell(row.calcPrice),
        moneyCell(row.discount),
        moneyCell(row.orderDiscountShare),
        moneyCell(row.lineAmount),
        moneyCell(row.tax),
        row.taxCode,
        percentCell(row.taxRate),
        yesNoCell(row.taxInclusive),
        moneyCell(row.buyingPrice),
        quantityCell(row.returnedQuantity),
        row.serialNumbers.length > 0 ? row.serialNumbers.join(' ') : null,
      ]);
    }
  },
};

const readPayments = (db: DbOrTx, businessId: number, afterId: number, limit: number) =>
  db
    .select({
      id: transactionPayments.id,
      transactionId: transactionPayments.transactionId,
      displayValue: transactionPayments.displayValue,
      paymentValue: transactionPayments.paymentValue,
      amount: transactionPayments.amount,
      referenceNumber: transactionPayments.referenceNumber,
      dueDate: transactionPayments.dueDate,
      sessionId: transactionPayments.sessionId,
    })
    .from(transactionPayments)
    .where(and(scoped(transactionPayments, { businessId }), gt(transactionPayments.id, afterId)))
    .orderBy(asc(transactionPayments.id))
    .limit(limit);

/** sale-payments.csv: how each sale was paid (and each refund paid back), one row per way of paying. */
export const salePaymentsSheet: ExportSheet = {
  fileName: 'sale-payments.csv',
  headers: ['Receipt number', 'Kind', 'Date', 'Paid by', 'Payment code', 'Amount', 'Reference', 'Due date', 'Shift number'],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readPayments(db, context.businessId, afterId, limit))) {
      const documents = await findDocuments(
        db,
        context.businessId,
        rows.map((row) => row.transactionId),
      );
      yield rows.map((row) => [
        ...documentCells(context, documents.get(row.transactionId)),
        row.displayValue,
        row.paymentValue,
        moneyCell(row.amount),
        row.referenceNumber,
        row.dueDate,
        countCell(row.sessionId),
      ]);
    }
  },
};
