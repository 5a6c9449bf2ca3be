import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../plugins/authorize';
import { liveProductsOf } from '../products/products.queries';

export interface TrackAllItemsOptions {
  businessId: number;
  auth: AuthContext;
}

/** I32: trackInventory on for every live product of the business; services have no stock and are skipped. */
export async function trackAllItems(db: Db, options: TrackAllItemsOptions): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(products)
      .set({ trackInventory: true, updatedOn: new Date() })
      .where(liveProductsOf(options.businessId, eq(products.productType, 0), eq(products.trackInventory, false)))
      .returning({ id: products.id });
    await audit(tx, {
      tenantId: options.auth.tenantId,
      businessId: options.businessId,
      userId: options.auth.userId,
      action: 'track-all',
      entity: 'product',
      detail: { updated: changed.length },
    });
    return { updated: changed.length };
  });
}
