import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { businessUsers, users } from '../../db/tenancy.schema';
import { byName, linkColumns, toUser, userColumns } from './users.queries';
import { scoped } from '../../lib/scoped';

export interface FindBusinessUsersOptions {
  tenantId: number;
  businessId: number;
}

/** F2: live users linked to the business, with their roles there, by name. */
export async function findBusinessUsers(db: Db, options: FindBusinessUsersOptions): Promise<User[]> {
  const rows = await db
    .select({ user: userColumns, link: linkColumns })
    .from(businessUsers)
    .innerJoin(users, eq(users.id, businessUsers.userId))
    .where(and(scoped(businessUsers, options), eq(users.tenantId, options.tenantId), isNull(users.deletedAt)))
    .orderBy(...byName);
  return rows.map((row) => toUser(row.user, row.link));
}
