import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { sumMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { scoped } from '../../lib/scoped';
import {
  countCell,
  dateTimeCell,
  moneyCell,
  pagesById,
  percentCell,
  quantityCell,
  type Cell,
  type ExportSheet,
  type SheetContext,
} from '../../lib/export/sheet';
import { findSupplierRefs } from '../suppliers/find-supplier-refs';
import { expenseCategories, expenseLines, expensePayments, expenses } from './expenses.schema';

/** expensesType of an expense (0) and of a purchase from a supplier (1). */
type ExpensesType = 0 | 1;

/** What has been paid towards the expense or purchase: Σ of its payments. */
const paidOf =
  sql<string>`(select coalesce(sum(${expensePayments.amount}), 0) from ${expensePayments} where ${expensePayments.expenseId} = ${expenses.id})`.mapWith(Number);

const readLines = (db: DbOrTx, businessId: number, type: ExpensesType, afterId: number, limit: number) =>
  db
    .select({
      id: expenseLines.id,
      expenseId: expenses.id,
      transactionDate: expenses.transactionDate,
      ref: expenses.ref,
      description: expenses.description,
      supplierId: expenses.supplierId,
      paymentMode: expenses.paymentMode,
      total: expenses.total,
      paid: paidOf,
      deletedAt: expenses.deletedAt,
      byName: users.name,
      lineNo: expenseLines.lineNo,
      category: expenseCategories.name,
      itemDesc: expenseLines.itemDesc,
      productId: expenseLines.productId,
      quantity: expenseLines.quantity,
      itemCost: expenseLines.itemCost,
      amount: expenseLines.amount,
      tax: expenseLines.tax,
      taxRate: expenseLines.taxRate,
    })
    .from(expenseLines)
    .innerJoin(expenses, eq(expenses.id, expenseLines.expenseId))
    .leftJoin(expenseCategories, eq(expenseCategories.id, expenseLines.categoryId))
    .leftJoin(users, eq(users.id, expenses.createdById))
    .where(and(scoped(expenseLines, { businessId }), eq(expenses.expensesType, type), gt(expenseLines.id, afterId)))
    .orderBy(asc(expenseLines.id))
    .limit(limit);

type LineRow = Awaited<ReturnType<typeof readLines>>[number];

const LINE_HEADERS = ['Line', 'Item', 'Quantity', 'Cost each', 'Amount', 'Tax', 'Tax rate %'];
const lineCells = (row: LineRow): Cell[] => [
  countCell(row.lineNo),
  row.itemDesc,
  quantityCell(row.quantity),
  moneyCell(row.itemCost),
  moneyCell(row.amount),
  moneyCell(row.tax),
  percentCell(row.taxRate),
];
/** The document's own columns, repeated on each of its lines so a sheet filtered by line still says whose it is. */
const documentCells = (context: SheetContext, row: LineRow): Cell[] => [
  countCell(row.expenseId),
  dateTimeCell(context, row.transactionDate),
  row.ref,
  row.description,
];

/** expenses.csv: money that went out on the shop (rent, transport), one row per line, deleted ones marked. */
export const expensesSheet: ExportSheet = {
  fileName: 'expenses.csv',
  headers: ['Expense number', 'Date', 'Reference', 'Description', 'Category', ...LINE_HEADERS, 'Expense total', 'Paid', 'Paid by', 'Recorded by', 'Deleted on'],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readLines(db, context.businessId, 0, afterId, limit))) {
      yield rows.map((row) => [
        ...documentCells(context, row),
        row.category,
        ...lineCells(row),
        moneyCell(row.total),
        moneyCell(row.paid),
        row.paymentMode,
        row.byName,
        dateTimeCell(context, row.deletedAt),
      ]);
    }
  },
};

/** purchases.csv: stock and goods bought from suppliers, one row per line, with what is paid and still owed. */
export const purchasesSheet: ExportSheet = {
  fileName: 'purchases.csv',
  headers: [
    'Purchase number',
    'Date',
    'Supplier invoice',
    'Description',
    'Supplier',
    'Product number',
    ...LINE_HEADERS,
    'Purchase total',
    'Paid',
    'Still owed',
    'Recorded by',
    'Deleted on',
  ],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readLines(db, context.businessId, 1, afterId, limit))) {
      const suppliers = await findSupplierRefs(
        db,
        context.businessId,
        rows.flatMap((row) => (row.supplierId ? [row.supplierId] : [])),
      );
      yield rows.map((row) => [
        ...documentCells(context, row),
        row.supplierId ? (suppliers.get(row.supplierId)?.supplierName ?? null) : null,
        countCell(row.productId),
        ...lineCells(row),
        moneyCell(row.total),
        moneyCell(row.paid),
        moneyCell(sumMoney([row.total, -row.paid])),
        row.byName,
        dateTimeCell(context, row.deletedAt),
      ]);
    }
  },
};

const readPayments = (db: DbOrTx, businessId: number, afterId: number, limit: number) =>
  db
    .select({
      id: expensePayments.id,
      paidOn: expensePayments.paidOn,
      expenseId: expenses.id,
      ref: expenses.ref,
      supplierId: expenses.supplierId,
      amount: expensePayments.amount,
      paymentMethod: expensePayments.paymentMethod,
      byName: users.name,
    })
    .from(expensePayments)
    .innerJoin(expenses, eq(expenses.id, expensePayments.expenseId))
    .leftJoin(users, eq(users.id, expensePayments.createdById))
    .where(and(scoped(expensePayments, { businessId }), eq(expenses.expensesType, 1), gt(expensePayments.id, afterId)))
    .orderBy(asc(expensePayments.id))
    .limit(limit);

/** supplier-payments.csv: every payment made towards a purchase. */
export const supplierPaymentsSheet: ExportSheet = {
  fileName: 'supplier-payments.csv',
  headers: ['Date', 'Supplier', 'Purchase number', 'Supplier invoice', 'Amount', 'Paid by', 'Recorded by'],
  async *pages(db, context) {
    for await (const rows of pagesById((afterId, limit) => readPayments(db, context.businessId, afterId, limit))) {
      const suppliers = await findSupplierRefs(
        db,
        context.businessId,
        rows.flatMap((row) => (row.supplierId ? [row.supplierId] : [])),
      );
      yield rows.map((row) => [
        dateTimeCell(context, row.paidOn),
        row.supplierId ? (suppliers.get(row.supplierId)?.supplierName ?? null) : null,
        countCell(row.expenseId),
        row.ref,
        moneyCell(row.amount),
        row.paymentMethod,
        row.byName,
      ]);
    }
  },
};
