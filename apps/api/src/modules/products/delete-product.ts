import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants } from './products.schema';
import { AppError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { findBundleNamesWithProduct } from '../bundles/find-bundle-names-with-product';
import { msg } from '../../lib/messages';

export interface DeleteProductOptions {
  id: number;
  auth: AuthContext;
}

/**
 * I22: a soft delete, so sales, movements and reports keep pointing at the row. A product inside a
 * live bundle is refused: the bundle would otherwise sell something that no longer exists.
 */
export async function deleteProduct(db: Db, options: DeleteProductOptions): Promise<null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, options.id), isNull(products.deletedAt)))
      .for('update');
    if (!row) throw notFound('Product');
    assertRecordAccess(options.auth, row.businessId, 'Product', ['products']);
    const bundleNames = await findBundleNamesWithProduct(tx, row.id);
    if (bundleNames.length > 0) {
      throw new AppError('IN_USE', msg('catalog.productInBundle', { name: row.name, bundles: bundleNames.map((name) => `"${name}"`).join(', ') }));
    }
    const now = new Date();
    await tx.update(products).set({ deletedAt: now, updatedOn: now }).where(eq(products.id, row.id));
    await tx
      .update(productVariants)
      .set({ deletedAt: now })
      .where(and(eq(productVariants.productId, row.id), isNull(productVariants.deletedAt)));
    await audit(tx, {
      tenantId: row.tenantId,
      businessId: row.businessId,
      userId: options.auth.userId,
      action: 'delete',
      entity: 'product',
      entityId: row.id,
      detail: { name: row.name, quantity: row.quantity },
    });
    return null;
  });
}
