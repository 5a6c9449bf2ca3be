import type { z } from 'zod';
import type { BusinessUser, businessUserInputSchema } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { businessUsers } from '../../db/tenancy.schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/app-error';
import { assertCallerIsOwner, type UserActor } from './user-rules';
import { findLinks, getLiveUser, linkColumns, toBusinessUser } from './users.queries';

export interface CreateBusinessUserOptions {
  actor: UserActor;
  input: z.output<typeof businessUserInputSchema>;
}

/**
 * F5: link an existing user of the tenant to another business. Any live user of the tenant may be
 * linked, even one the caller cannot see elsewhere: that is how a user removed from every business
 * comes back.
 */
export async function createBusinessUser(db: Db, options: CreateBusinessUserOptions): Promise<BusinessUser> {
  const { actor, input } = options;
  if (input.roleTypes === 'Owner') assertCallerIsOwner(actor, 'user.ownerGrantsOwner');
  const alreadyLinked = () => conflict('DUPLICATE', 'user.alreadyLinked', { userId: String(input.userId), businessId: String(input.businessId) });
  try {
    return await db.transaction(async (tx) => {
      const user = await getLiveUser(tx, actor.tenantId, input.userId);
      if (!user) throw notFound('User', input.userId);
      const links = (await findLinks(tx, [user.id])).get(user.id) ?? [];
      if (links.some((link) => link.businessId === input.businessId)) throw alreadyLinked();
      const [link] = await tx
        .insert(businessUsers)
        .values({ tenantId: actor.tenantId, businessId: input.businessId, userId: user.id, roleTypes: input.roleTypes, roles: input.roles })
        .returning(linkColumns);
      if (!link) throw new Error('insert returned no link');
      await audit(tx, {
        tenantId: actor.tenantId,
        businessId: input.businessId,
        userId: actor.userId,
        action: 'link',
        entity: 'business_user',
        entityId: user.id,
        detail: { roleTypes: input.roleTypes, roles: input.roles },
      });
      return toBusinessUser(user, link);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyLinked();
    throw err;
  }
}
