import { and, arrayContains, eq, inArray, isNull, or } from 'drizzle-orm';
import type { BusinessUser } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { businessUsers, users } from '../../db/tenancy.schema';
import { byName, linkColumns, toBusinessUser } from './users.queries';
import { scoped } from '../../lib/scoped';

export interface FindSalesPersonsOptions {
  tenantId: number;
  businessId: number;
}

/** Owners and Admins pass every module key, and Salesperson is the role made for the till. */
const SELLING_ROLE_TYPES = ['Owner', 'Admin', 'Salesperson'];

/** F13: enabled, live users who can sell in the business (the salesperson picker), by name. */
export async function findSalesPersons(db: Db, options: FindSalesPersonsOptions): Promise<BusinessUser[]> {
  const rows = await db
    .select({ name: users.name, link: linkColumns })
    .from(businessUsers)
    .innerJoin(users, eq(users.id, businessUsers.userId))
    .where(
      and(
        scoped(businessUsers, options),
        eq(users.tenantId, options.tenantId),
        isNull(users.deletedAt),
        eq(users.isEnabled, true),
        or(inArray(businessUsers.roleTypes, SELLING_ROLE_TYPES), arrayContains(businessUsers.roles, ['pos'])),
      ),
    )
    .orderBy(...byName);
  return rows.map((row) => toBusinessUser(row, row.link));
}
