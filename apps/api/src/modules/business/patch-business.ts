import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { businesses } from '../../db/tenancy.schema';
import { audit } from '../../lib/audit';
import { toStoredBusinessPhone } from './business-phone';
import { getLiveBusiness, patchText } from './business.queries';

type BusinessRow = typeof businesses.$inferSelect;
type TextField = 'fullnames' | 'primaryPhone' | 'secondaryPhone' | 'primaryEmail' | 'secondaryEmail' | 'website' | 'city' | 'location' | 'address';

/** What B2 (account profile) and C3 (business) may change; a field left out keeps its value. */
export type BusinessPatch = { organizationName: string; country?: string | null; businessTypeId?: number | null } & Partial<Record<TextField, string | null>>;

export interface PatchBusinessOptions {
  businessId: number;
  tenantId: number;
  userId: number;
  patch: BusinessPatch;
  /** URL of a newly stored logo; absent keeps the current one. */
  logoUrl?: string;
  /** What the audit row calls the change ('business' for C3, 'account-profile' for B2). */
  auditEntity: string;
}

const TEXT_FIELDS: TextField[] = ['fullnames', 'primaryPhone', 'secondaryPhone', 'primaryEmail', 'secondaryEmail', 'website', 'city', 'location', 'address'];

/**
 * The one way the business row changes: the account profile (B2) and the business (C3) are the same
 * row. undefined keeps a value, null or blank clears it.
 */
export async function patchBusiness(db: Db, options: PatchBusinessOptions): Promise<BusinessRow> {
  const { patch } = options;
  return db.transaction(async (tx) => {
    const current = await getLiveBusiness(tx, options.businessId, options.tenantId);
    const country = patch.country ?? current.country;
    const phones = {
      primaryPhone: toStoredBusinessPhone('primaryPhone', patch.primaryPhone, country),
      secondaryPhone: toStoredBusinessPhone('secondaryPhone', patch.secondaryPhone, country),
    };
    const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, patchText({ ...patch, ...phones }[field], current[field])]));
    const [row] = await tx
      .update(businesses)
      .set({
        ...texts,
        organizationName: patch.organizationName,
        // The country fixes currency, tax and time zone, so it is never cleared, only changed.
        country,
        // 0 and null both mean "no type".
        businessTypeId: patch.businessTypeId === undefined ? current.businessTypeId : patch.businessTypeId || null,
        logoUrl: options.logoUrl ?? current.logoUrl,
      })
      .where(eq(businesses.id, current.id))
      .returning();
    await audit(tx, {
      tenantId: options.tenantId,
      businessId: current.id,
      userId: options.userId,
      action: 'update',
      entity: options.auditEntity,
      entityId: current.id,
      detail: { fields: Object.keys(patch), logoChanged: Boolean(options.logoUrl) },
    });
    return row!;
  });
}

/** A live business of the tenant, or 404: B1 reads the profile through here. */
export async function getBusinessRow(db: DbOrTx, options: { businessId: number; tenantId: number }): Promise<BusinessRow> {
  return getLiveBusiness(db, options.businessId, options.tenantId);
}
