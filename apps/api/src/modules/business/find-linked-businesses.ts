import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Business, ModuleKey, RoleType } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { businesses, businessUsers } from '../../db/tenancy.schema';
import { toBusiness } from './business.queries';

export interface FindLinkedBusinessesOptions {
  userId: number;
  tenantId: number;
}

/** C1: the caller's live businesses with their role in each, oldest first. */
export async function findLinkedBusinesses(db: Db, options: FindLinkedBusinessesOptions): Promise<Business[]> {
  const rows = await db
    .select({ business: businesses, roleTypes: businessUsers.roleTypes, roles: businessUsers.roles })
    .from(businessUsers)
    .innerJoin(businesses, eq(businesses.id, businessUsers.businessId))
    .where(and(eq(businessUsers.userId, options.userId), eq(businesses.tenantId, options.tenantId), isNull(businesses.deletedAt)))
    .orderBy(asc(businesses.id));
  return rows.map((row) => toBusiness(row.business, { roleTypes: row.roleTypes as RoleType, roles: row.roles as ModuleKey[] }));
}
