import { and, asc, eq, sql } from 'drizzle-orm';
import { roundQuantity } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { recordMovement } from './record-movement';
import { stockMovements } from './stock.schema';

export interface PurchaseStockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

export interface RecordPurchaseStockOptions {
  tenantId: number;
  businessId: number;
  expenseId: number;
  supplierId: number | null;
  /** The purchase's reference (the supplier's invoice number), kept as the movement's note. */
  ref: string | null;
  userId: number;
  /** What the purchase should have added, per tracked product (and variant); [] for a deleted purchase. */
  lines: PurchaseStockLine[];
  allowNegative: boolean;
}

const keyOf = (productId: number, variantId: number | null) => `${productId}:${variantId ?? 0}`;

/**
 * Makes the stock a purchase added equal what its lines now say (M1 create and update, M2 delete): what it
 * already added is Σ change of its own movements, and only the difference is recorded, as one `Purchase`
 * movement per product. So stock stays Σ movements after any mix of purchases, edits and deletes. Products
 * are locked in id order by recordMovement, as sales do, so two writers never deadlock.
 */
export async function recordPurchaseStock(tx: DbOrTx, options: RecordPurchaseStockOptions): Promise<number> {
  const added = await tx
    .select({ productId: stockMovements.productId, variantId: stockMovements.variantId, change: sql<string>`sum(${stockMovements.change})` })
    .from(stockMovements)
    .where(and(eq(stockMovements.businessId, options.businessId), eq(stockMovements.expenseId, options.expenseId)))
    .groupBy(stockMovements.productId, stockMovements.variantId)
    .orderBy(asc(stockMovements.productId));
  const wanted = new Map<string, PurchaseStockLine>();
  for (const line of options.lines) {
    const key = keyOf(line.productId, line.variantId);
    const sum = wanted.get(key);
    wanted.set(key, { ...line, quantity: roundQuantity((sum?.quantity ?? 0) + line.quantity) });
  }
  const changes = new Map<string, PurchaseStockLine>(wanted);
  for (const row of added) {
    const key = keyOf(row.productId, row.variantId);
    const want = wanted.get(key)?.quantity ?? 0;
    changes.set(key, { productId: row.productId, variantId: row.variantId, quantity: roundQuantity(want - Number(row.change)) });
  }
  const ordered = [...changes.values()]
    .filter((change) => change.quantity !== 0)
    .sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
  for (const change of ordered) {
    await recordMovement(tx, {
      tenantId: options.tenantId,
      businessId: options.businessId,
      productId: change.productId,
      variantId: change.variantId,
      type: 'Purchase',
      mode: 'add',
      quantity: change.quantity,
      allowNegative: options.allowNegative,
      userId: options.userId,
      note: options.ref,
      supplierId: options.supplierId,
      expenseId: options.expenseId,
    });
  }
  return ordered.length;
}
