import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessUsers } from '../../db/tenancy.schema';
import { audit } from '../../lib/audit';
import { assertCallerIsOwner, assertNotLastOwner, type UserActor } from './user-rules';
import { getUserInBusiness } from './users.queries';

export interface DeleteBusinessUserOptions {
  actor: UserActor;
  userId: number;
  businessId: number;
}

/** F7: remove the user's link to one business; the user and their other links stay. */
export async function deleteBusinessUser(db: Db, options: DeleteBusinessUserOptions): Promise<null> {
  const { actor, userId, businessId } = options;
  await db.transaction(async (tx) => {
    const { link } = await getUserInBusiness(tx, { tenantId: actor.tenantId, userId, businessId });
    if (link.roleTypes === 'Owner') {
      assertCallerIsOwner(actor, 'user.ownerRemovesOwner');
      await assertNotLastOwner(tx, businessId, userId);
    }
    await tx.delete(businessUsers).where(eq(businessUsers.id, link.id));
    await audit(tx, {
      tenantId: actor.tenantId,
      businessId,
      userId: actor.userId,
      action: 'unlink',
      entity: 'business_user',
      entityId: userId,
      detail: { roleTypes: link.roleTypes, roles: link.roles },
    });
  });
  return null;
}
