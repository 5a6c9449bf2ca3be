import { applyStockChange, roundQuantity } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { insertJsonRows } from '../../db/insert-json-rows';
import { stockMovements } from './stock.schema';
import { OPENING_STOCK_REASON } from '@dukani/contracts';

export interface OpeningStock {
  productId: number;
  quantity: number;
}

/**
 * The `Opening` movements of products created in the caller's transaction with their opening quantity already
 * on the row (a bulk import): the rows recordMovement would write for each (before 0, after the quantity), in one
 * INSERT. Only for products that were just inserted with no variants and nothing else holding their rows, so
 * there is nothing to lock, no oversell to check and no low-stock crossing (0 is never above a level).
 */
export async function recordOpeningStock(tx: DbOrTx, o: { tenantId: number; businessId: number; userId: number; openings: OpeningStock[] }): Promise<void> {
  const rows = o.openings
    .filter((opening) => opening.quantity > 0)
    .map((opening) => {
      const after = applyStockChange(0, { mode: 'add', quantity: opening.quantity });
      return {
        tenantId: o.tenantId,
        businessId: o.businessId,
        productId: opening.productId,
        variantId: null,
        adjustmentType: 'Opening',
        qty: roundQuantity(Math.abs(opening.quantity)),
        change: roundQuantity(after),
        quantityBefore: 0,
        quantityAfter: after,
        reason: OPENING_STOCK_REASON,
        userId: o.userId,
      };
    });
  await insertJsonRows(tx, stockMovements, rows);
}
