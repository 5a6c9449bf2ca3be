import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { byName, findLinks, pickLink, toUser, userColumns } from './users.queries';

export interface FindTenantUsersOptions {
  tenantId: number;
  /** Roles are shown as in this business when the user is linked there, else as in their first link. */
  scopeBusinessId: number;
}

/** F1: every live user of the tenant, by name. */
export async function findTenantUsers(db: Db, options: FindTenantUsersOptions): Promise<User[]> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.tenantId, options.tenantId), isNull(users.deletedAt)))
    .orderBy(...byName);
  const links = await findLinks(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toUser(row, pickLink(links.get(row.id) ?? [], options.scopeBusinessId)));
}
