import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { TakenStock } from '../products/take-sale-stock';
import { stockMovements } from './stock.schema';

export interface SaleMovements {
  tenantId: number;
  businessId: number;
  userId: number;
  transactionId: number;
  actionDate: Date;
  taken: readonly TakenStock[];
}

/**
 * The `Sale` movements of a sale whose stock `takeSaleStock` took down, as one multi-row INSERT for the sale's
 * write statement: the same rows recordMovement writes one by one (before/after, the change, the sale's id;
 * the history shows the receipt number from transactionId, in the reader's language, so no note).
 */
export function saleMovementsInsert(tx: DbOrTx, sale: SaleMovements): SQL | null {
  if (sale.taken.length === 0) return null;
  return tx
    .insert(stockMovements)
    .values(
      sale.taken.map((t) => ({
        tenantId: sale.tenantId,
        businessId: sale.businessId,
        productId: t.productId,
        variantId: t.variantId,
        adjustmentType: 'Sale' as const,
        qty: Math.abs(t.quantityBefore - t.quantityAfter),
        change: t.quantityAfter - t.quantityBefore,
        quantityBefore: t.quantityBefore,
        quantityAfter: t.quantityAfter,
        note: null,
        transactionId: sale.transactionId,
        userId: sale.userId,
        actionDate: sale.actionDate,
      })),
    )
    .getSQL();
}
