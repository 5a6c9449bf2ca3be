import { and, eq, isNull } from 'drizzle-orm';
import type { AccountProfile } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import type { businesses } from '../../db/tenancy.schema';
import { users } from '../../db/tenancy.schema';
import { businessTypeName } from './business-types';

type BusinessRow = typeof businesses.$inferSelect;

/** The account profile is the business row itself: custId is the businessId (API.md §3.3 #6). */
export function toAccountProfile(row: BusinessRow): AccountProfile {
  return {
    custId: row.id,
    organizationName: row.organizationName,
    fullnames: row.fullnames,
    primaryPhone: row.primaryPhone,
    secondaryPhone: row.secondaryPhone,
    primaryEmail: row.primaryEmail,
    secondaryEmail: row.secondaryEmail,
    website: row.website,
    country: row.country,
    city: row.city,
    address: row.address,
    location: row.location,
    logo: row.logoUrl,
    businessTypeId: row.businessTypeId,
    businessTypeName: businessTypeName(row.businessTypeId),
  };
}

export async function getPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.passwordHash ?? null;
}
