import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { stockMovements } from './stock.schema';

export interface NetMovement {
  productId: number;
  variantId: number | null;
  /** Σ change of the transaction's movements for this product or variant (negative: taken out). */
  change: number;
}

/**
 * What a transaction did to stock, per product and variant, in id order (the order sales lock rows in):
 * a void puts back exactly what the sale took, bundle components included, whatever the catalogue says now.
 */
export async function findTransactionMovements(tx: DbOrTx, options: { businessId: number; transactionId: number }): Promise<NetMovement[]> {
  const rows = await tx
    .select({ productId: stockMovements.productId, variantId: stockMovements.variantId, change: sql<string>`sum(${stockMovements.change})` })
    .from(stockMovements)
    .where(and(scoped(stockMovements, options), eq(stockMovements.transactionId, options.transactionId)))
    .groupBy(stockMovements.productId, stockMovements.variantId)
    .orderBy(stockMovements.productId, stockMovements.variantId);
  return rows.map((row) => ({ productId: row.productId, variantId: row.variantId, change: Number(row.change) }));
}
