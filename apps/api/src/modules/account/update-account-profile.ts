import { eq } from 'drizzle-orm';
import type { AccountProfile, RouteBody, updateAccount } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { invalid } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { BUSINESS_TYPES } from './business-types';
import { getLiveBusiness, patchText, toAccountProfile } from './account.queries';

export interface UpdateAccountProfileOptions {
  businessId: number;
  tenantId: number;
  userId: number;
  input: RouteBody<typeof updateAccount>;
  /** URL of a newly stored logo; absent keeps the current one. */
  logoUrl?: string;
}

/** B2: a field left out keeps its value, so a client that sends part of the profile loses nothing. */
export async function updateAccountProfile(db: Db, options: UpdateAccountProfileOptions): Promise<AccountProfile> {
  const { input } = options;
  // 0 and null both mean "no type"; any other id must be one of the list B1 offers.
  const typeId = input.businessTypeId;
  if (typeId && !BUSINESS_TYPES.some((type) => type.id === typeId)) {
    throw invalid('businessTypeId', `businessTypeId ${typeId} is not one of the business types`);
  }
  return db.transaction(async (tx) => {
    const current = await getLiveBusiness(tx, options.businessId, options.tenantId);
    const [row] = await tx
      .update(businesses)
      .set({
        organizationName: input.organizationName,
        fullnames: patchText(input.fullnames, current.fullnames),
        primaryPhone: patchText(input.primaryPhone, current.primaryPhone),
        secondaryPhone: patchText(input.secondaryPhone, current.secondaryPhone),
        primaryEmail: patchText(input.primaryEmail, current.primaryEmail),
        secondaryEmail: patchText(input.secondaryEmail, current.secondaryEmail),
        website: patchText(input.website, current.website),
        // The country fixes currency, tax and time zone, so it is never cleared, only changed.
        country: input.country ?? current.country,
        city: patchText(input.city, current.city),
        address: patchText(input.address, current.address),
        location: patchText(input.location, current.location),
        businessTypeId: typeId === undefined ? current.businessTypeId : typeId || null,
        logoUrl: options.logoUrl ?? current.logoUrl,
      })
      .where(eq(businesses.id, current.id))
      .returning();
    await audit(tx, {
      tenantId: options.tenantId,
      businessId: current.id,
      userId: options.userId,
      action: 'update',
      entity: 'account-profile',
      entityId: current.id,
      detail: { fields: Object.keys(input), logoChanged: Boolean(options.logoUrl) },
    });
    return toAccountProfile(row!);
  });
}
