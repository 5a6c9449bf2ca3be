import type { DbOrTx } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { findLiveVariantIds, lockLiveProduct, lockLiveVariant } from '../products/product-stock';
import type { SaleTake } from '../products/take-sale-stock';

/**
 * Why the sale's one stock statement took fewer rows than asked (the rare path, so it may read row by row):
 * the same refusals recordMovement gives, in take order. The row that failed was left as it was, so its
 * quantity is what is left. The caller's transaction rolls back whatever the statement did take.
 */
export async function explainStockRefusal(
  tx: DbOrTx,
  options: { businessId: number; takes: readonly SaleTake[]; taken: readonly Pick<SaleTake, 'productId' | 'variantId'>[]; allowNegative: boolean },
): Promise<AppError> {
  const done = new Set(options.taken.map((t) => `${t.productId}:${t.variantId ?? 0}`));
  for (const take of options.takes) {
    // A take the statement did make is not the cause (and its row already shows the sale's change).
    if (done.has(`${take.productId}:${take.variantId ?? 0}`)) continue;
    const product = await lockLiveProduct(tx, take.productId, options.businessId);
    if (!product) return notFound('Product');
    const liveVariants = await findLiveVariantIds(tx, product.id);
    if (liveVariants.length > 0 && !take.variantId) return invalid('variantId', 'stock.variantRequired', { name: product.name });
    let left = product.quantity;
    let label = product.name;
    if (take.variantId) {
      const variant = await lockLiveVariant(tx, product.id, take.variantId);
      if (!variant) return invalid('variantId', 'stock.variantUnknown', { name: product.name });
      left = variant.quantity;
      label = `${product.name} (${variant.name})`;
    }
    if (!options.allowNegative && left - take.quantity < 0) return new AppError('OUT_OF_STOCK', msg('sale.outOfStock', { name: label, left }));
  }
  // Nothing explains it (a row changed between the two reads): a conflict the till may send again.
  return new AppError('OUT_OF_STOCK', msg('sale.outOfStock', { name: options.takes.map((t) => `#${t.productId}`).join(', '), left: 0 }));
}
