import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { trackAllGoods } from '../products/product-stock';

export interface TrackAllItemsOptions {
  businessId: number;
  auth: AuthContext;
}

/** I32: trackInventory on for every live product of the business; services have no stock and are skipped. */
export async function trackAllItems(db: Db, options: TrackAllItemsOptions): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const changed = await trackAllGoods(tx, options.businessId);
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
