import { COUNTRIES, type PhoneCountry } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { businesses, businessUsers } from '../../db/tenancy.schema';
import { createDefaultCurrency } from '../currency/create-default-currency';
import { createDefaultSettings } from '../settings/create-default-settings';
import { audit } from '../../lib/audit';

export interface CreateBusinessWithDefaultsOptions {
  tenantId: number;
  ownerUserId: number;
  country: PhoneCountry;
  organizationName: string;
  fields?: Partial<Omit<typeof businesses.$inferInsert, 'id' | 'tenantId' | 'country' | 'organizationName'>>;
}

/**
 * A business never exists without its default currency (the country's, rate 1), its receipt and
 * register settings, and its Owner link: register (A3) and C2 both come through here.
 */
export async function createBusinessWithDefaults(tx: DbOrTx, options: CreateBusinessWithDefaultsOptions) {
  const { tenantId, ownerUserId, country } = options;
  const [business] = await tx
    .insert(businesses)
    .values({ ...options.fields, tenantId, country, organizationName: options.organizationName })
    .returning();
  if (!business) throw new Error('insert returned no business');
  const currency = COUNTRIES[country].currency;
  await createDefaultCurrency(tx, { tenantId, businessId: business.id, code: currency.code, symbol: currency.symbol });
  await createDefaultSettings(tx, { tenantId, businessId: business.id });
  await tx.insert(businessUsers).values({ tenantId, businessId: business.id, userId: ownerUserId, roleTypes: 'Owner', roles: [] });
  await audit(tx, {
    tenantId,
    businessId: business.id,
    userId: ownerUserId,
    action: 'create',
    entity: 'business',
    entityId: business.id,
    detail: { organizationName: business.organizationName },
  });
  return business;
}
