import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses } from '../../db/tenancy.schema';
import { conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { countLiveBusinesses, getLiveBusiness, lockTenantWithPlan } from './business.queries';

export interface DeleteBusinessOptions {
  businessId: number;
  tenantId: number;
  userId: number;
}

/** C4: a soft delete, so every sale and stock movement of the business stays on record. */
export async function deleteBusiness(db: Db, options: DeleteBusinessOptions): Promise<null> {
  await db.transaction(async (tx) => {
    await lockTenantWithPlan(tx, options.tenantId);
    const business = await getLiveBusiness(tx, options.businessId, options.tenantId);
    if ((await countLiveBusinesses(tx, options.tenantId)) <= 1) {
      throw conflict('IN_USE', 'business.onlyOne', { name: business.organizationName });
    }
    await tx.update(businesses).set({ deletedAt: new Date() }).where(eq(businesses.id, business.id));
    await audit(tx, {
      tenantId: options.tenantId,
      businessId: business.id,
      userId: options.userId,
      action: 'delete',
      entity: 'business',
      entityId: business.id,
      detail: { organizationName: business.organizationName },
    });
  });
  return null;
}
