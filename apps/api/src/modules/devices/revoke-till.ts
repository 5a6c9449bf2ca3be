import { and, eq, isNull } from 'drizzle-orm';
import type { ShopTill } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { scoped } from '../../lib/scoped';
import { toShopTill } from './devices.queries';
import { shopTills } from './devices.schema';

export interface RevokeTillOptions {
  auth: AuthContext;
  businessId: number;
  tillId: number;
}

/**
 * T3: the device stops being a till, so its next sign-in needs an SMS code again. Cashiers already signed in
 * there keep their session until it ends; the till only ever skipped the code. Another shop's till is 404.
 */
export function revokeTill(db: Db, options: RevokeTillOptions): Promise<ShopTill> {
  const { auth, businessId, tillId } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(shopTills)
      .set({ revokedAt: new Date(), revokedById: auth.userId })
      .where(and(eq(shopTills.id, tillId), scoped(shopTills, { businessId }), isNull(shopTills.revokedAt)))
      .returning();
    if (!row) throw notFound('Till', tillId);
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId,
      userId: auth.userId,
      action: 'revoke',
      entity: 'till',
      entityId: row.id,
      detail: { name: row.name },
    });
    return toShopTill(row, null);
  });
}
