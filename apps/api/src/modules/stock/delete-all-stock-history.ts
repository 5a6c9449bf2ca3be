import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockMovements } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess, type AuthContext } from '../../plugins/authorize';
import { findProductRow } from '../products/products.queries';

export interface DeleteAllStockHistoryOptions {
  productId: number;
  auth: AuthContext;
}

/** I31: hides every history row of a product; the movements and the quantity stay as they are. */
export async function deleteAllStockHistory(db: Db, options: DeleteAllStockHistoryOptions): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const product = await findProductRow(tx, options.productId);
    if (!product) throw notFound('Product');
    assertRecordAccess(options.auth, product.businessId, 'Product', ['products']);
    const hidden = await tx
      .update(stockMovements)
      .set({ deletedAt: new Date() })
      .where(and(eq(stockMovements.productId, product.id), isNull(stockMovements.deletedAt)))
      .returning({ id: stockMovements.id });
    await audit(tx, {
      tenantId: product.tenantId,
      businessId: product.businessId,
      userId: options.auth.userId,
      action: 'hide-all',
      entity: 'stock_movement',
      entityId: product.id,
      detail: { productId: product.id, deleted: hidden.length },
    });
    return { deleted: hidden.length };
  });
}
