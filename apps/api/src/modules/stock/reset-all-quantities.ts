import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { lockTrackedProducts } from '../products/product-stock';
import { recordMovement } from './record-movement';

export interface ResetAllQuantitiesOptions {
  businessId: number;
  auth: AuthContext;
}

/**
 * I25 (Owner only, enforced by the contract): every tracked product, or each of its variants, with a
 * quantity other than 0 gets a Reset movement to 0, all in one transaction. The products are locked in id
 * order first, so a concurrent adjustment either lands before the reset or waits for it.
 */
export async function resetAllQuantities(db: Db, options: ResetAllQuantitiesOptions): Promise<{ updated: number }> {
  const { auth, businessId } = options;
  return db.transaction(async (tx) => {
    const { rows, variants } = await lockTrackedProducts(tx, businessId);
    let updated = 0;
    let movements = 0;
    for (const product of rows) {
      const own = variants.filter((variant) => variant.productId === product.id);
      const targets = own.length > 0 ? own.filter((variant) => variant.quantity !== 0).map((variant) => variant.id) : product.quantity !== 0 ? [null] : [];
      for (const variantId of targets) {
        await recordMovement(tx, {
          tenantId: product.tenantId,
          businessId,
          productId: product.id,
          variantId,
          type: 'Reset',
          mode: 'set',
          quantity: 0,
          allowNegative: true,
          userId: auth.userId,
          reason: 'Reset all quantities',
        });
        movements += 1;
      }
      if (targets.length > 0) updated += 1;
    }
    await audit(tx, { tenantId: auth.tenantId, businessId, userId: auth.userId, action: 'reset-all', entity: 'stock', detail: { updated, movements } });
    return { updated };
  });
}
