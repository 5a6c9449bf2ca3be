import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Business } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { businesses, plans, tenants } from '../../db/tenancy.schema';
import type { BusinessRole } from '../../lib/auth-context';
import { notFound } from '../../lib/app-error';

type BusinessRow = typeof businesses.$inferSelect;

export function toBusiness(row: BusinessRow, role: BusinessRole): Business {
  return {
    businessId: row.id,
    tenantId: row.tenantId,
    organizationName: row.organizationName,
    fullnames: row.fullnames,
    primaryPhone: row.primaryPhone,
    primaryEmail: row.primaryEmail,
    website: row.website,
    city: row.city,
    country: row.country,
    location: row.location,
    logo: row.logoUrl,
    address: row.address,
    roleTypes: role.roleTypes,
    roles: [...role.roles],
  };
}

export async function getLiveBusiness(db: DbOrTx, businessId: number, tenantId: number): Promise<BusinessRow> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.tenantId, tenantId), isNull(businesses.deletedAt)));
  if (!row) throw notFound('Business', businessId);
  return row;
}

/**
 * The tenant and its plan, with the tenant row locked: creating or deleting a business counts the
 * tenant's businesses first, and the lock keeps two concurrent requests from both passing that count.
 */
export async function lockTenantWithPlan(tx: DbOrTx, tenantId: number) {
  const [row] = await tx
    .select({ tenant: tenants, plan: plans })
    .from(tenants)
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .where(eq(tenants.id, tenantId))
    .for('update', { of: tenants });
  if (!row) throw notFound('Tenant', tenantId);
  return row;
}

export async function getTenantWithPlan(db: DbOrTx, tenantId: number) {
  const [row] = await db.select({ tenant: tenants, plan: plans }).from(tenants).innerJoin(plans, eq(plans.id, tenants.planId)).where(eq(tenants.id, tenantId));
  if (!row) throw notFound('Tenant', tenantId);
  return row;
}

export async function countLiveBusinesses(db: DbOrTx, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(businesses)
    .where(and(eq(businesses.tenantId, tenantId), isNull(businesses.deletedAt)));
  return Number(row?.n ?? 0);
}

/** The country of the tenant's first business: a new business without one follows it. */
export async function firstBusinessCountry(db: DbOrTx, tenantId: number): Promise<string | null> {
  const [row] = await db.select({ country: businesses.country }).from(businesses).where(eq(businesses.tenantId, tenantId)).orderBy(asc(businesses.id)).limit(1);
  return row?.country ?? null;
}

/** undefined keeps the stored value; null or blank clears it. */
export function patchText(value: string | null | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  return value === null || value === '' ? null : value;
}
