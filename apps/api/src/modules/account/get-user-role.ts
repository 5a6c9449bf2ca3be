import { and, eq, isNull } from 'drizzle-orm';
import type { ModuleKey, Role, RoleType } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { businessUsers, users } from '../../db/tenancy.schema';
import { notFound } from '../../lib/app-error';
import { scoped } from '../../lib/scoped';

export interface GetUserRoleOptions {
  userId: number;
  businessId: number;
  tenantId: number;
}

/** B4: the route's business scope already holds; a user not linked there is simply not found. */
export async function getUserRole(db: Db, options: GetUserRoleOptions): Promise<Role> {
  const [row] = await db
    .select({ roleTypes: businessUsers.roleTypes, roles: businessUsers.roles })
    .from(businessUsers)
    .innerJoin(users, and(eq(users.id, businessUsers.userId), eq(users.tenantId, options.tenantId), isNull(users.deletedAt)))
    .where(and(eq(businessUsers.userId, options.userId), scoped(businessUsers, options)));
  if (!row) throw notFound('User', options.userId);
  return { roleTypes: row.roleTypes as RoleType, roles: row.roles as ModuleKey[] };
}
