import { eq } from 'drizzle-orm';
import type { Business, RouteBody, updateBusiness as updateBusinessContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { BusinessRole } from '../../plugins/authorize';
import { getLiveBusiness, patchText, toBusiness } from './business.queries';

export interface UpdateBusinessOptions {
  businessId: number;
  tenantId: number;
  userId: number;
  /** The caller's role in this business, echoed in the result. */
  role: BusinessRole;
  input: RouteBody<typeof updateBusinessContract>;
  logoUrl?: string;
}

/** C3: a field left out keeps its value; a new logo replaces the old one. */
export async function updateBusiness(db: Db, options: UpdateBusinessOptions): Promise<Business> {
  const { input } = options;
  return db.transaction(async (tx) => {
    const current = await getLiveBusiness(tx, options.businessId, options.tenantId);
    const [row] = await tx
      .update(businesses)
      .set({
        organizationName: input.organizationName,
        fullnames: patchText(input.fullnames, current.fullnames),
        primaryPhone: patchText(input.primaryPhone, current.primaryPhone),
        primaryEmail: patchText(input.primaryEmail, current.primaryEmail),
        website: patchText(input.website, current.website),
        city: patchText(input.city, current.city),
        // The country fixes currency, tax and time zone, so it is never cleared, only changed.
        country: input.country ?? current.country,
        location: patchText(input.location, current.location),
        address: patchText(input.address, current.address),
        logoUrl: options.logoUrl ?? current.logoUrl,
      })
      .where(eq(businesses.id, current.id))
      .returning();
    await audit(tx, {
      tenantId: options.tenantId,
      businessId: current.id,
      userId: options.userId,
      action: 'update',
      entity: 'business',
      entityId: current.id,
      detail: { fields: Object.keys(input), logoChanged: Boolean(options.logoUrl) },
    });
    return toBusiness(row!, options.role);
  });
}
