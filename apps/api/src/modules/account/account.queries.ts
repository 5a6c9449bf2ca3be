import { and, eq, isNull } from 'drizzle-orm';
import type { AccountProfile } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { businesses, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
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

export async function getLiveBusiness(db: DbOrTx, businessId: number, tenantId: number): Promise<BusinessRow> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.tenantId, tenantId), isNull(businesses.deletedAt)));
  if (!row) throw notFound(`Business ${businessId}`);
  return row;
}

export async function getPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.passwordHash ?? null;
}

/** undefined keeps the stored value; null or blank clears it. */
export function patchText(value: string | null | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  return value === null || value === '' ? null : value;
}
