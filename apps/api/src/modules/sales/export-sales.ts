import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { scoped } from '../../lib/scoped';
import { countCell, dateTimeCell, moneyCell, pagesById, yesNoCell, type Cell, type ExportSheet, type SheetContext } from '../../lib/export/sheet';
import { transactions } from './sales.schema';

type Kind = 'Sale' | 'Refund' | 'CreditNote';

const salesPerson = alias(users, 'sales_person');
const original = alias(transactions, 'original');

/** API.md salesStatus read for people; a refusal is a 1 that carries the authority's words. */
export function etimsStateWords(row: { salesStatus: number; etimsError: string | null }): string {
  if (row.salesStatus === 4) return 'Cancelled';
  if (row.salesStatus === 3) return 'Signed by KRA';
  if (row.salesStatus === 2) return 'Waiting for KRA';
  return row.etimsError ? 'Refused by KRA' : 'Not sent';
}

export const KIND_WORDS: Record<Kind, string> = { Sale: 'Sale', Refund: 'Refund', CreditNote: 'Credit note' };

const readPage = (db: DbOrTx, businessId: number, kinds: Kind[], afterId: number, limit: number) =>
  db
    .select({
      id: transactions.id,
      kind: transactions.kind,
      receiptNo: transactions.receiptNo,
      transactionDate: transactions.transactionDate,
      salesDesc: transactions.salesDesc,
      salesType: transactions.salesType,
      customerId: transactions.customerId,
      clientName: transactions.clientName,
      clientPhone: transactions.clientPhone,
      cashierName: users.name,
      salesPersonName: salesPerson.name,
      sessionId: transactions.sessionId,
      priceType: transactions.priceType,
      taxExempt: transactions.taxExempt,
      subTotal: transactions.subTotal,
      discount: transactions.discount,
      taxes: transactions.taxes,
      shippingFee: transactions.shippingFee,
      total: transactions.total,
      totalPaid: transactions.totalPaid,
      balance: transactions.balance,
      isDeleted: transactions.isDeleted,
      salesStatus: transactions.salesStatus,
      etimsError: transactions.etimsError,
      refundReason: transactions.refundReason,
      originalReceiptNo: original.receiptNo,
      offline: transactions.offline,
      deviceReceiptNo: transactions.deviceReceiptNo,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.cashierId))
    .leftJoin(salesPerson, eq(salesPerson.id, transactions.salesPersonId))
    .leftJoin(original, eq(original.id, transactions.originalTransactionId))
    .where(and(scoped(transactions, { businessId }), inArray(transactions.kind, kinds), gt(transactions.id, afterId)))
    .orderBy(asc(transactions.id))
    .limit(limit);

type Row = Awaited<ReturnType<typeof readPage>>[number];

/** The columns both sheets share: who, when, to whom, and the money. */
const commonCells = (context: SheetContext, row: Row): Cell[] => [
  row.receiptNo,
  dateTimeCell(context, row.transactionDate),
  row.cashierName,
  countCell(row.sessionId),
  countCell(row.customerId),
  row.clientName,
  row.clientPhone,
  moneyCell(row.subTotal),
  moneyCell(row.discount),
  moneyCell(row.taxes),
  moneyCell(row.total),
  moneyCell(row.totalPaid),
];
const COMMON_HEADERS = [
  'Receipt number',
  'Date',
  'Cashier',
  'Shift number',
  'Customer number',
  'Customer',
  'Customer phone',
  'Before discount',
  'Discount',
  'Tax',
  'Total',
  'Paid',
];

/** sales.csv: every sale, voided ones too (marked), with its totals as the receipt printed them. */
export const salesSheet: ExportSheet = {
  fileName: 'sales.csv',
  headers: [
    ...COMMON_HEADERS,
    'Delivery fee',
    'Still owed',
    'Sales person',
    'Description',
    'Shipped order',
    'Wholesale prices',
    'Tax exempt',
    'Voided',
    'eTIMS state',
    'Made offline',
    'Till receipt number',
  ],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readPage(db, context.businessId, ['Sale'], afterId, limit))) {
      yield rows.map((row) => [
        ...commonCells(context, row),
        moneyCell(row.shippingFee),
        moneyCell(row.balance),
        row.salesPersonName,
        row.salesDesc,
        yesNoCell(row.salesType === 2),
        yesNoCell(row.priceType === 'W'),
        yesNoCell(row.taxExempt),
        yesNoCell(row.isDeleted),
        etimsStateWords(row),
        yesNoCell(row.offline),
        row.deviceReceiptNo,
      ]);
    }
  },
};

/** refunds-and-credit-notes.csv: money or goods given back, each against the sale it returns from. */
export const refundsSheet: ExportSheet = {
  fileName: 'refunds-and-credit-notes.csv',
  headers: [...COMMON_HEADERS, 'Kind', 'Returns receipt number', 'Reason', 'eTIMS state'],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readPage(db, context.businessId, ['Refund', 'CreditNote'], afterId, limit))) {
      yield rows.map((row) => [
        ...commonCells(context, row),
        KIND_WORDS[row.kind],
        row.originalReceiptNo,
        row.refundReason ?? row.salesDesc,
        etimsStateWords(row),
      ]);
    }
  },
};
