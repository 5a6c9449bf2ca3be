import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { countCell, dateTimeCell, moneyCell, pagesById, percentCell, quantityCell, yesNoCell, type ExportSheet } from '../../lib/export/sheet';
import { KIND_WORDS } from './export-sales';
import { transactionItems, transactionPayments, transactions } from './sales.schema';

const readLines = (db: DbOrTx, businessId: number, afterId: number, limit: number) =>
  db
    .select({
      id: transactionItems.id,
      receiptNo: transactions.receiptNo,
      kind: transactions.kind,
      transactionDate: transactions.transactionDate,
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
    .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
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
      yield rows.map((row) => [
        row.receiptNo,
        KIND_WORDS[row.kind],
        dateTimeCell(context, row.transactionDate),
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
      receiptNo: transactions.receiptNo,
      kind: transactions.kind,
      transactionDate: transactions.transactionDate,
      displayValue: transactionPayments.displayValue,
      paymentValue: transactionPayments.paymentValue,
      amount: transactionPayments.amount,
      referenceNumber: transactionPayments.referenceNumber,
      dueDate: transactionPayments.dueDate,
      sessionId: transactionPayments.sessionId,
    })
    .from(transactionPayments)
    .innerJoin(transactions, eq(transactions.id, transactionPayments.transactionId))
    .where(and(scoped(transactionPayments, { businessId }), gt(transactionPayments.id, afterId)))
    .orderBy(asc(transactionPayments.id))
    .limit(limit);

/** sale-payments.csv: how each sale was paid (and each refund paid back), one row per way of paying. */
export const salePaymentsSheet: ExportSheet = {
  fileName: 'sale-payments.csv',
  headers: ['Receipt number', 'Kind', 'Date', 'Paid by', 'Payment code', 'Amount', 'Reference', 'Due date', 'Shift number'],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readPayments(db, context.businessId, afterId, limit))) {
      yield rows.map((row) => [
        row.receiptNo,
        KIND_WORDS[row.kind],
        dateTimeCell(context, row.transactionDate),
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
