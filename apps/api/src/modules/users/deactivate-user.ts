import { revokeUserRefreshTokens } from '../auth/refresh-tokens';
import { eq, sql } from 'drizzle-orm';
import type { User } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { audit } from '../../lib/audit';
import { assertCallerIsOwner, assertNotSelf, isOwnerSomewhere, type UserActor } from './user-rules';
import { getVisibleUser, pickLink, toUser, userColumns } from './users.queries';

export interface DeactivateUserOptions {
  actor: UserActor;
  userId: number;
}

/**
 * F9: disable the user and revoke their refresh tokens. Their access token stops working at once:
 * authentication re-reads isEnabled on every request, and the raised token version keeps tokens issued
 * before this dead even if the user is enabled again.
 */
export async function deactivateUser(db: Db, options: DeactivateUserOptions): Promise<User> {
  const { actor, userId } = options;
  assertNotSelf(actor, userId, 'user.notSelfDeactivate');
  return db.transaction(async (tx) => {
    const visible = new Set(actor.links.keys());
    const { user, links } = await getVisibleUser(tx, { tenantId: actor.tenantId, userId, businessIds: visible });
    if (isOwnerSomewhere(links)) assertCallerIsOwner(actor, 'user.ownerDeactivatesOwner');
    const [updated] = await tx
      .update(users)
      .set({ isEnabled: false, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning(userColumns);
    if (!updated) throw new Error('update returned no user');
    await revokeUserRefreshTokens(tx, userId);
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      action: 'deactivate',
      entity: 'user',
      entityId: userId,
      detail: { wasEnabled: user.isEnabled },
    });
    return toUser(updated, pickLink(links, actor.tokenBusinessId, visible));
  });
}
