import { eq } from 'drizzle-orm';
import type { ModuleKey, RoleType } from '@dukani/contracts';
import { businessUsers, plans, tenants, users } from '../src/db/schema';
import { signAccessToken } from '../src/lib/access-token';
import { hashPassword } from '../src/lib/password';
import { createBusinessWithDefaults } from '../src/modules/business/create-business-with-defaults';
import { kenyanPhone } from '@dukani/test-factories';
import type { TestApp } from './helper';

/** A distinct valid Kenyan mobile per call. */
export const nextKenyanPhone = kenyanPhone;

export { TEST_PASSWORD } from '@dukani/test-factories';
import { TEST_PASSWORD } from '@dukani/test-factories';

export interface Owner {
  tenantId: number;
  businessId: number;
  userId: number;
  phone: string;
  token: string;
}

/** A tenant on the given plan (default plan when omitted), its Owner, first business, and a token. */
export async function createOwner(t: TestApp, options: { planCode?: string; country?: 'KE' | 'UG' | 'RW'; businessName?: string } = {}): Promise<Owner> {
  const db = t.database.db;
  const phone = nextKenyanPhone();
  const passwordHash = await hashPassword(TEST_PASSWORD);
  return db.transaction(async (tx) => {
    const [plan] = options.planCode
      ? await tx.select().from(plans).where(eq(plans.code, options.planCode))
      : await tx.select().from(plans).where(eq(plans.isDefault, true));
    const [tenant] = await tx
      .insert(tenants)
      .values({ name: options.businessName ?? 'Test Shop', planId: plan!.id })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({ tenantId: tenant!.id, name: 'Test Owner', countryCode: options.country ?? 'KE', phoneNumber: phone, passwordHash, phoneVerified: true })
      .returning();
    const business = await createBusinessWithDefaults(tx, {
      tenantId: tenant!.id,
      ownerUserId: user!.id,
      country: options.country ?? 'KE',
      organizationName: options.businessName ?? 'Test Shop',
    });
    const token = await signAccessToken({ userid: user!.id, businessId: business.id, tenantId: tenant!.id, tv: 0 }, t.config.JWT_SECRET);
    return { tenantId: tenant!.id, businessId: business.id, userId: user!.id, phone, token };
  });
}

/** Another user of the owner's tenant, linked to a business with the given role. */
export async function createMember(
  t: TestApp,
  owner: Owner,
  options: { roleTypes?: RoleType; roles?: ModuleKey[]; businessId?: number; isEnabled?: boolean } = {},
) {
  const db = t.database.db;
  const phone = nextKenyanPhone();
  const businessId = options.businessId ?? owner.businessId;
  const [user] = await db
    .insert(users)
    .values({
      tenantId: owner.tenantId,
      name: 'Test Member',
      countryCode: 'KE',
      phoneNumber: phone,
      passwordHash: await hashPassword(TEST_PASSWORD),
      phoneVerified: true,
      isEnabled: options.isEnabled ?? true,
    })
    .returning();
  await db
    .insert(businessUsers)
    .values({ tenantId: owner.tenantId, businessId, userId: user!.id, roleTypes: options.roleTypes ?? 'User', roles: options.roles ?? [] });
  const token = await signAccessToken({ userid: user!.id, businessId, tenantId: owner.tenantId, tv: 0 }, t.config.JWT_SECRET);
  return { userId: user!.id, phone, token, businessId };
}
