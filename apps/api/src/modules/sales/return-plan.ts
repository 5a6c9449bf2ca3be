import { and, eq } from 'drizzle-orm';
import type { ReturnLineInput } from '@dukani/contracts';
import { returnShare, roundMoney, roundQuantity, sumMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { scoped } from '../../lib/scoped';
import { transactionItems, transactions } from './sales.schema';

export type SaleRow = typeof transactions.$inferSelect;
export type SaleItemRow = typeof transactionItems.$inferSelect;

/** One sale line, or part of it, coming back, with the money it takes off. */
export interface ReturnPiece {
  item: SaleItemRow;
  quantity: number;
  addInventory: boolean;
  /** Σ of the line's gross (calcPrice × quantity) this piece takes. */
  gross: number;
  lineAmount: number;
  tax: number;
}

/**
 * The sale, locked FOR UPDATE: voids, refunds and credit notes of one sale queue on this row, so two
 * refunds of its last unit cannot both read it as still refundable. Another shop's id is a 404.
 */
export async function lockSale(tx: DbOrTx, businessId: number, transactionId: number): Promise<SaleRow> {
  const [sale] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), scoped(transactions, { businessId })))
    .for('update');
  if (!sale) throw notFound('Transaction', transactionId);
  return sale;
}

/** Refunds and credit notes go against a live sale only: never a refund of a refund, never a voided sale. */
export function assertReturnable(sale: SaleRow): void {
  if (sale.kind !== 'Sale') throw conflict('INVALID_STATE', 'correction.notASale', { receiptNo: sale.receiptNo });
  if (sale.isDeleted) throw conflict('INVALID_STATE', 'correction.voided', { receiptNo: sale.receiptNo });
}

export async function findSaleItems(tx: DbOrTx, saleId: number): Promise<SaleItemRow[]> {
  return tx.select().from(transactionItems).where(eq(transactionItems.transactionId, saleId)).orderBy(transactionItems.lineNo);
}

const leftOf = (item: SaleItemRow) => roundQuantity(item.quantity - item.returnedQuantity);

/**
 * Which lines come back and how much. A request line is matched to the sale's lines by productId (and
 * variantId when given) and spread over them in line order, so the same product on two lines, or
 * several typed quick-sale lines (productId 0), are taken in turn. No request: all that is left.
 */
export function planReturn(sale: SaleRow, items: SaleItemRow[], requested: readonly ReturnLineInput[] | null | undefined): ReturnPiece[] {
  const taken = new Map<number, number>();
  const wanted: Array<{ item: SaleItemRow; quantity: number; addInventory: boolean }> = [];
  if (!requested) {
    for (const item of items) if (leftOf(item) > 0) wanted.push({ item, quantity: leftOf(item), addInventory: false });
  } else {
    for (const [index, line] of requested.entries()) {
      const at = `itemList[${index}]`;
      const matches = items.filter((item) => (item.productId ?? 0) === line.productId && (!line.variantId || item.variantId === line.variantId));
      if (matches.length === 0) throw invalid(`${at}.productId`, 'correction.notInSale', { receiptNo: sale.receiptNo });
      let rest = roundQuantity(line.quantity);
      const available = roundQuantity(matches.reduce((sum, item) => sum + leftOf(item) - (taken.get(item.id) ?? 0), 0));
      if (rest > available) {
        throw conflict('INVALID_STATE', 'correction.tooMuch', { left: Math.max(available, 0), name: matches[0]!.name, receiptNo: sale.receiptNo });
      }
      for (const item of matches) {
        const free = roundQuantity(leftOf(item) - (taken.get(item.id) ?? 0));
        const quantity = Math.min(free, rest);
        if (quantity <= 0) continue;
        taken.set(item.id, roundQuantity((taken.get(item.id) ?? 0) + quantity));
        wanted.push({ item, quantity, addInventory: line.addInventory ?? false });
        rest = roundQuantity(rest - quantity);
        if (rest <= 0) break;
      }
    }
  }
  if (wanted.length === 0) throw conflict('INVALID_STATE', 'correction.nothingLeft', { receiptNo: sale.receiptNo });
  return priced(wanted);
}

/** Money per piece, each share taken after the pieces before it, so the cents always add up. */
function priced(wanted: Array<{ item: SaleItemRow; quantity: number; addInventory: boolean }>): ReturnPiece[] {
  const returned = new Map<number, number>();
  return wanted.map(({ item, quantity, addInventory }) => {
    const before = returned.get(item.id) ?? item.returnedQuantity;
    returned.set(item.id, roundQuantity(before + quantity));
    const share = (amount: number) => returnShare(amount, { soldQuantity: item.quantity, returnedBefore: before, quantity });
    return {
      item,
      quantity,
      addInventory,
      gross: share(roundMoney(item.calcPrice * item.quantity)),
      lineAmount: share(item.lineAmount),
      tax: share(item.tax),
    };
  });
}

/** What the customer gets back: the lines' net plus any tax charged on top of it. */
export function returnTotals(pieces: readonly ReturnPiece[]) {
  const cents = (pick: (piece: ReturnPiece) => number) => sumMoney(pieces.map(pick));
  const subTotal = cents((p) => p.gross);
  const net = cents((p) => p.lineAmount);
  const taxes = cents((p) => p.tax);
  const exclusiveTax = cents((p) => (p.item.taxInclusive ? 0 : p.tax));
  return { subTotal, discount: roundMoney(subTotal - net), taxes, total: roundMoney(net + exclusiveTax) };
}
