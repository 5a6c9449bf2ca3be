import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { roundMoney, roundQuantity } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { getSaleBundle } from '../bundles/get-sale-bundle';
import { findProductsByIds } from '../products/find-sale-catalog';
import { recordMovement } from '../stock/record-movement';
import { nextReceiptNo } from './post-sale';
import type { CheckedPayment } from './check-sale-payments';
import { returnTotals, type ReturnPiece, type SaleRow } from './return-plan';
import { transactionItems, transactionPayments, transactions } from './sales.schema';

export interface WriteReturnOptions {
  auth: AuthContext;
  sale: SaleRow;
  kind: 'Refund' | 'CreditNote';
  pieces: ReturnPiece[];
  payments: CheckedPayment[];
  /** The returner's open register shift: cash paid back leaves that drawer. */
  sessionId: number | null;
  transactionDate: Date;
}

/**
 * The refund or credit note as a transaction of its own, linked to the sale (originalTransactionId): its
 * lines, how the money went back, the sale's lines marked as returned, and the goods put back in stock
 * where the request asked. Returns the new transaction's id.
 */
export async function writeReturn(tx: DbOrTx, o: WriteReturnOptions): Promise<number> {
  const { sale, pieces } = o;
  const totals = returnTotals(pieces);
  const receiptNo = await nextReceiptNo(tx, sale.businessId);
  const [row] = await tx
    .insert(transactions)
    .values({
      tenantId: sale.tenantId,
      businessId: sale.businessId,
      kind: o.kind,
      receiptNo,
      transactionDate: o.transactionDate,
      salesDesc: sale.salesDesc,
      salesType: sale.salesType,
      customerId: sale.customerId,
      clientName: sale.clientName,
      clientPhone: sale.clientPhone,
      clientEmail: sale.clientEmail,
      cashierId: o.auth.userId,
      sessionId: o.sessionId,
      taxExempt: sale.taxExempt,
      priceType: sale.priceType,
      subTotal: totals.subTotal,
      taxes: totals.taxes,
      discount: totals.discount,
      total: totals.total,
      totalPaid: totals.total,
      balance: 0,
      paid: 1,
      salesStatus: 1,
      originalTransactionId: sale.id,
      shareToken: crypto.randomBytes(18).toString('base64url'),
    })
    .returning({ id: transactions.id });
  const returnId = row!.id;

  await tx.insert(transactionItems).values(
    pieces.map(({ item, quantity, gross, lineAmount, tax }, index) => {
      const { id: _id, transactionId: _sale, ...copy } = item;
      return {
        ...copy,
        transactionId: returnId,
        lineNo: index + 1,
        quantity,
        lineAmount,
        tax,
        discount: roundMoney(gross - lineAmount),
        orderDiscountShare: 0,
        returnedQuantity: 0,
      };
    }),
  );
  for (const { item, quantity } of pieces) {
    await tx
      .update(transactionItems)
      .set({ returnedQuantity: sql`${transactionItems.returnedQuantity} + ${quantity}` })
      .where(eq(transactionItems.id, item.id));
  }
  if (o.payments.length > 0) {
    await tx
      .insert(transactionPayments)
      .values(o.payments.map((p) => ({ ...p, transactionId: returnId, businessId: sale.businessId, sessionId: o.sessionId })));
  }
  await restock(tx, o, returnId);
  return returnId;
}

/** `Refund` movements for the tracked goods asked back into stock; a bundle returns its tracked components. */
async function restock(tx: DbOrTx, o: WriteReturnOptions, returnId: number): Promise<void> {
  const back = new Map<string, { productId: number; variantId: number | null; quantity: number }>();
  const add = (productId: number, variantId: number | null, quantity: number) => {
    const key = `${productId}:${variantId ?? 0}`;
    const seen = back.get(key);
    back.set(key, { productId, variantId, quantity: roundQuantity((seen?.quantity ?? 0) + quantity) });
  };
  for (const { item, quantity, addInventory } of o.pieces) {
    if (!addInventory || !item.productId || !item.trackInventory || item.productType !== 0) continue;
    if (!item.isBundle) {
      add(item.productId, item.variantId, quantity);
      continue;
    }
    const bundle = await getSaleBundle(tx, o.sale.businessId, item.productId);
    if (!bundle) continue;
    const parts = await findProductsByIds(
      tx,
      bundle.items.map((part) => part.productId),
    );
    for (const part of bundle.items) {
      const product = parts.find((p) => p.id === part.productId);
      if (product?.trackInventory && product.productType === 0) add(part.productId, null, part.quantity * quantity);
    }
  }
  const ordered = [...back.values()].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
  for (const take of ordered) {
    await recordMovement(tx, {
      tenantId: o.sale.tenantId,
      businessId: o.sale.businessId,
      productId: take.productId,
      variantId: take.variantId,
      type: 'Refund',
      mode: 'add',
      quantity: take.quantity,
      allowNegative: true,
      userId: o.auth.userId,
      transactionId: returnId,
      note: null,
      actionDate: o.transactionDate,
    }).catch((error: unknown) => {
      // A product (or variant) deleted since the sale has no stock left to put the goods back into.
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.field === 'variantId')) return;
      throw error;
    });
  }
}
