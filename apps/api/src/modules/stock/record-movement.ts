import type { MovementType } from '@dukani/contracts';
import { applyStockChange, roundQuantity } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { notify } from '../notifications/notify';
import { findLiveVariantIds, lockLiveProduct, lockLiveVariant, setOnHand } from '../products/product-stock';
import { stockMovements } from './stock.schema';
import { AppError, invalid, notFound } from '../../lib/app-error';
import { msg } from '../../lib/messages';

export interface RecordMovementOptions {
  tenantId: number;
  businessId: number;
  productId: number;
  /** Required for a product with variants: their stock is kept per variant. */
  variantId?: number | null;
  type: MovementType;
  /** 'add': quantity is a signed change. 'set': quantity is the new count. */
  mode: 'add' | 'set';
  quantity: number;
  allowNegative: boolean;
  userId: number | null;
  reason?: string | null;
  note?: string | null;
  supplierId?: number | null;
  transactionId?: number | null;
  /** The purchase (M1) behind a Purchase movement. */
  expenseId?: number | null;
  kraRegistered?: boolean;
  actionDate?: Date;
}

export interface MovementResult {
  movementId: number;
  quantityBefore: number;
  quantityAfter: number;
  change: number;
  /** The product (and variant) as people read it. */
  label: string;
}

const qty = roundQuantity;

/**
 * The only way stock changes (DESIGN.md §2): locks the product (and variant) row, applies the change,
 * writes the movement with before/after, keeps the product's quantity the sum of its variants', and
 * raises a low-stock notification when a tracked item falls to its level. Runs inside the caller's
 * transaction, so concurrent movements of one product queue on the row lock and none is lost.
 */
export async function recordMovement(tx: DbOrTx, options: RecordMovementOptions): Promise<MovementResult> {
  const product = await lockLiveProduct(tx, options.productId, options.businessId);
  if (!product) throw notFound('Product');

  const liveVariants = await findLiveVariantIds(tx, product.id);
  if (liveVariants.length > 0 && !options.variantId) {
    throw invalid('variantId', 'stock.variantRequired', { name: product.name });
  }

  let before: number;
  let lowstock: number;
  let label = product.name;
  if (options.variantId) {
    const variant = await lockLiveVariant(tx, product.id, options.variantId);
    if (!variant) throw invalid('variantId', 'stock.variantUnknown', { name: product.name });
    before = variant.quantity;
    lowstock = variant.lowstock;
    label = `${product.name} (${variant.name})`;
  } else {
    before = product.quantity;
    lowstock = product.lowstock;
  }

  const after = applyStockChange(before, { mode: options.mode, quantity: options.quantity });
  const change = qty(after - before);
  const tracked = product.trackInventory && product.productType === 0;
  if (tracked && after < 0 && change < 0 && !options.allowNegative) {
    throw new AppError('OUT_OF_STOCK', msg('sale.outOfStock', { name: label, left: before }), 'qty');
  }

  await setOnHand(tx, { productId: product.id, productQuantity: qty(product.quantity + change), variantId: options.variantId, variantQuantity: after });

  const [movement] = await tx
    .insert(stockMovements)
    .values({
      tenantId: options.tenantId,
      businessId: options.businessId,
      productId: product.id,
      variantId: options.variantId ?? null,
      adjustmentType: options.type,
      qty: qty(Math.abs(options.quantity)),
      change,
      quantityBefore: before,
      quantityAfter: after,
      reason: options.reason ?? null,
      note: options.note ?? null,
      supplierId: options.supplierId || null,
      transactionId: options.transactionId ?? null,
      expenseId: options.expenseId ?? null,
      userId: options.userId,
      kraRegistered: options.kraRegistered ?? false,
      ...(options.actionDate ? { actionDate: options.actionDate } : {}),
    })
    .returning({ id: stockMovements.id });

  if (tracked && before > lowstock && after <= lowstock) {
    await notify(tx, {
      tenantId: options.tenantId,
      businessId: options.businessId,
      category: 2,
      title: msg('notice.lowStockTitle'),
      message: msg('notice.lowStock', { item: label, quantity: after, level: lowstock }),
    });
  }
  return { movementId: movement!.id, quantityBefore: before, quantityAfter: after, change, label };
}
