import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockMovements } from './stock.schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { findLiveProduct } from '../products/product-stock';

export interface DeleteAllStockHistoryOptions {
  productId: number;
  auth: AuthContext;
}

/** I31: hides every history row of a product; the movements and the quantity stay as they are. */
export async function deleteAllStockHistory(db: Db, options: DeleteAllStockHistoryOptions): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const product = await findLiveProduct(tx, options.productId);
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
