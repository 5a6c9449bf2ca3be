import { revokeUserRefreshTokens } from '../auth/refresh-tokens';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { User, userUpdateSchema } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { businessUsers, users } from '../../db/tenancy.schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { audit } from '../../lib/audit';
import {
  assertCallerIsOwner,
  assertNotLastOwner,
  assertNotSelf,
  assertPhoneFree,
  duplicatePhone,
  isOwnerSomewhere,
  normalizeUserPhone,
  type UserActor,
} from './user-rules';
import { getUserInBusiness, linkColumns, toUser, userColumns } from './users.queries';

export interface UpdateUserOptions {
  actor: UserActor;
  userId: number;
  input: z.output<typeof userUpdateSchema>;
}

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * F6: edit the user, and their role in input.businessId. Fields left out keep their value.
 * Disabling ends their sessions: refresh tokens are revoked here, access tokens fail the per-request
 * isEnabled check.
 */
export async function updateUser(db: Db, options: UpdateUserOptions): Promise<User> {
  const { actor, userId, input } = options;
  const phone = normalizeUserPhone(input.phoneNumber, input.countryCode);
  try {
    return await db.transaction(async (tx) => {
      const { user, links, link } = await getUserInBusiness(tx, { tenantId: actor.tenantId, userId, businessId: input.businessId });
      const roleTypes = input.roleTypes ?? link.roleTypes;
      const roles = input.roles ?? link.roles;
      const isEnabled = input.isEnabled ?? user.isEnabled;
      const isRoleChanged = roleTypes !== link.roleTypes || !sameRoles(roles, link.roles);

      if (isOwnerSomewhere(links)) assertCallerIsOwner(actor, 'user.ownerChangesOwner');
      if (roleTypes === 'Owner' && link.roleTypes !== 'Owner') assertCallerIsOwner(actor, 'user.ownerGrantsOwner');
      if (!isEnabled) assertNotSelf(actor, userId, 'user.notSelfDisable');
      if (link.roleTypes === 'Owner' && roleTypes !== 'Owner') await assertNotLastOwner(tx, input.businessId, userId);
      if (phone !== user.phoneNumber) await assertPhoneFree(tx, phone, actor.tenantId, userId);

      const [updated] = await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email || null,
          countryCode: input.countryCode,
          phoneNumber: phone,
          isEnabled,
          approved: input.approved ?? user.approved,
        })
        .where(eq(users.id, userId))
        .returning(userColumns);
      if (!updated) throw new Error('update returned no user');
      let updatedLink = link;
      if (isRoleChanged) {
        const [row] = await tx.update(businessUsers).set({ roleTypes, roles }).where(eq(businessUsers.id, link.id)).returning(linkColumns);
        if (row) updatedLink = row;
      }
      if (!isEnabled) await revokeUserRefreshTokens(tx, userId);

      const changed = (['name', 'email', 'countryCode', 'phoneNumber', 'isEnabled', 'approved'] as const).filter((field) => updated[field] !== user[field]);
      await audit(tx, {
        tenantId: actor.tenantId,
        businessId: input.businessId,
        userId: actor.userId,
        action: 'update',
        entity: 'user',
        entityId: userId,
        detail: { changed, ...(isRoleChanged ? { roleTypes, roles, previousRoleTypes: link.roleTypes, previousRoles: link.roles } : {}) },
      });
      return toUser(updated, updatedLink);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicatePhone(phone, true);
    throw err;
  }
}
