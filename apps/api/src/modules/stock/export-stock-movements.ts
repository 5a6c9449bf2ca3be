import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { scoped } from '../../lib/scoped';
import { countCell, dateTimeCell, pagesById, quantityCell, yesNoCell, type ExportSheet } from '../../lib/export/sheet';
import { findProductNames } from '../products/find-product-names';
import { findReceiptNumbers } from '../sales/find-receipt-numbers';
import { findSupplierRefs } from '../suppliers/find-supplier-refs';
import { stockMovements } from './stock.schema';

/** What a movement was, in the stock history's words (Set is a count, Reset a product's stock put back to 0). */
const MOVEMENT_WORDS: Record<string, string> = {
  Increase: 'Added',
  Decrease: 'Removed',
  Set: 'Counted',
  Receive: 'Received',
  Opening: 'Opening stock',
  Sale: 'Sold',
  Refund: 'Returned by customer',
  Void: 'Sale voided',
  Purchase: 'Purchase',
  Reset: 'Reset',
  StockIn: 'Stock in',
  StockOut: 'Stock out',
};

const readPage = (db: DbOrTx, businessId: number, afterId: number, limit: number) =>
  db
    .select({
      id: stockMovements.id,
      actionDate: stockMovements.actionDate,
      productId: stockMovements.productId,
      variantId: stockMovements.variantId,
      adjustmentType: stockMovements.adjustmentType,
      change: stockMovements.change,
      quantityBefore: stockMovements.quantityBefore,
      quantityAfter: stockMovements.quantityAfter,
      reason: stockMovements.reason,
      note: stockMovements.note,
      supplierId: stockMovements.supplierId,
      transactionId: stockMovements.transactionId,
      expenseId: stockMovements.expenseId,
      userName: users.name,
      kraRegistered: stockMovements.kraRegistered,
      deletedAt: stockMovements.deletedAt,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .where(and(scoped(stockMovements, { businessId }), gt(stockMovements.id, afterId)))
    .orderBy(asc(stockMovements.id))
    .limit(limit);

/** stock-movements.csv: every change of stock, oldest first; rows hidden from the history are kept and marked. */
export const stockMovementsSheet: ExportSheet = {
  fileName: 'stock-movements.csv',
  headers: [
    'Date',
    'Product number',
    'Product',
    'Variant',
    'Movement',
    'Change',
    'Stock before',
    'Stock after',
    'Reason',
    'Note',
    'Supplier',
    'Receipt number',
    'Purchase number',
    'By',
    'Reported to KRA',
    'Hidden from history',
  ],
  async *pages(db, context) {
    const { businessId } = context;
    for await (const rows of pagesById((afterId, limit) => readPage(db, businessId, afterId, limit))) {
      const [names, receipts, suppliers] = await Promise.all([
        findProductNames(db, businessId, {
          productIds: rows.map((row) => row.productId),
          variantIds: rows.flatMap((row) => (row.variantId ? [row.variantId] : [])),
        }),
        findReceiptNumbers(
          db,
          businessId,
          rows.flatMap((row) => (row.transactionId ? [row.transactionId] : [])),
        ),
        findSupplierRefs(
          db,
          businessId,
          rows.flatMap((row) => (row.supplierId ? [row.supplierId] : [])),
        ),
      ]);
      yield rows.map((row) => [
        dateTimeCell(context, row.actionDate),
        countCell(row.productId),
        names.productNames.get(row.productId) ?? null,
        row.variantId ? (names.variantNames.get(row.variantId) ?? null) : null,
        MOVEMENT_WORDS[row.adjustmentType] ?? row.adjustmentType,
        quantityCell(row.change),
        quantityCell(row.quantityBefore),
        quantityCell(row.quantityAfter),
        row.reason,
        row.note,
        row.supplierId ? (suppliers.get(row.supplierId)?.supplierName ?? null) : null,
        row.transactionId ? (receipts.get(row.transactionId) ?? null) : null,
        countCell(row.expenseId),
        row.userName,
        yesNoCell(row.kraRegistered),
        yesNoCell(row.deletedAt !== null),
      ]);
    }
  },
};
