import { revokeUserRefreshTokens } from '../auth/refresh-tokens';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessUsers, users } from '../../db/tenancy.schema';
import { audit } from '../../lib/audit';
import { assertNotLastOwner, assertNotSelf, type UserActor } from './user-rules';
import { expirePendingInvites, getVisibleUser } from './users.queries';

export interface DeleteUserOptions {
  actor: UserActor;
  userId: number;
}

/**
 * F8 (Owner only, checked by the route): soft-delete the user. The row stays for the sales and
 * audit rows that name them; the phone becomes free for a new account.
 */
export async function deleteUser(db: Db, options: DeleteUserOptions): Promise<null> {
  const { actor, userId } = options;
  assertNotSelf(actor, userId, 'user.notSelfDelete');
  await db.transaction(async (tx) => {
    const { user, links } = await getVisibleUser(tx, { tenantId: actor.tenantId, userId, businessIds: actor.links.keys() });
    for (const link of links) {
      if (link.roleTypes === 'Owner') await assertNotLastOwner(tx, link.businessId, userId);
    }
    await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(businessUsers).where(eq(businessUsers.userId, userId));
    await revokeUserRefreshTokens(tx, userId);
    await expirePendingInvites(tx, userId);
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      action: 'delete',
      entity: 'user',
      entityId: userId,
      detail: { name: user.name, businessIds: links.map((link) => link.businessId) },
    });
  });
  return null;
}
