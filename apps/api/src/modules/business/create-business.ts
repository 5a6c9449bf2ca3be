import type { Business, createBusiness as createBusinessContract, RouteBody } from '@dukani/contracts';
import type { PhoneCountry } from '@dukani/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toStoredBusinessPhone } from './business-phone';
import { countLiveBusinesses, firstBusinessCountry, lockTenantWithPlan, toBusiness } from './business.queries';
import { createBusinessWithDefaults } from './create-business-with-defaults';
import { msg } from '../../lib/messages';

export interface CreateBusinessOptions {
  tenantId: number;
  userId: number;
  input: RouteBody<typeof createBusinessContract>;
  logoUrl?: string;
}

const isCountry = (value: string | null): value is PhoneCountry => value === 'KE' || value === 'UG' || value === 'RW';

/** C2: within the plan's business allowance; the caller owns the new business whatever their role elsewhere. */
export async function createBusiness(db: Db, options: CreateBusinessOptions): Promise<Business> {
  const { input, tenantId } = options;
  return db.transaction(async (tx) => {
    const { plan } = await lockTenantWithPlan(tx, tenantId);
    if ((await countLiveBusinesses(tx, tenantId)) >= plan.maxBusinesses) {
      throw new AppError('INVALID_STATE', plan.maxBusinesses === 1 ? msg('business.planLimitOne') : msg('business.planLimit', { count: plan.maxBusinesses }));
    }
    const inherited = await firstBusinessCountry(tx, tenantId);
    const country: PhoneCountry = input.country ?? (isCountry(inherited) ? inherited : 'KE');
    const business = await createBusinessWithDefaults(tx, {
      tenantId,
      ownerUserId: options.userId,
      country,
      organizationName: input.organizationName,
      fields: {
        fullnames: input.fullnames || null,
        primaryPhone: toStoredBusinessPhone('primaryPhone', input.primaryPhone, country) || null,
        primaryEmail: input.primaryEmail || null,
        website: input.website || null,
        city: input.city || null,
        location: input.location || null,
        address: input.address || null,
        logoUrl: options.logoUrl ?? null,
      },
    });
    return toBusiness(business, { roleTypes: 'Owner', roles: [] });
  });
}
