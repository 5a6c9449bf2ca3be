import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessUser, User } from '@dukani/contracts';
import { users } from '../../db/schema';
import { createBusinessWithDefaults } from '../business/create-business-with-defaults';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, nextKenyanPhone, type Owner } from '../../../test/fixtures';

type Details = User & { businesses: BusinessUser[] };

const t = useTestApp();
let owner: Owner;
let other: Owner;
let branchId: number;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka Kuu' });
  other = await createOwner(t, { businessName: 'Elsewhere' });
  const branch = await createBusinessWithDefaults(t.database.db, {
    tenantId: owner.tenantId,
    ownerUserId: owner.userId,
    country: 'KE',
    organizationName: 'Branch',
  });
  branchId = branch.id;
});
async function invite(body: Record<string, unknown>): Promise<User> {
  const res = await call<User & { inviteToken?: string }>(t.app, 'POST', '/api/User/CreateUser', {
    token: owner.token,
    body: { businessId: owner.businessId, countryCode: 'KE', phoneNumber: nextKenyanPhone(), name: 'Someone', ...body },
  });
  expect(res.status).toBe(200);
  const { inviteToken: _token, ...user } = res.body.result!;
  return user;
}

describe('F2 GetUsers and access rules', () => {
  it('lists the users of the business, by name, with their roles there', async () => {
    const zawadi = await invite({ name: 'zawadi', roleTypes: 'Salesperson', roles: ['pos'] });
    const brian = await invite({ name: 'Brian', roleTypes: 'Admin' });
    await invite({ name: 'Only In Branch', businessId: branchId });
    const res = await call<User[]>(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: owner.token });
    expect(res.status).toBe(200);
    const names = res.body.result!.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).not.toContain('Only In Branch');
    expect(res.body.result!.find((u) => u.id === zawadi.id)).toEqual({ ...zawadi, businessId: owner.businessId });
    expect(res.body.result!.find((u) => u.id === brian.id)).toMatchObject({ roleTypes: 'Admin', roles: [] });
    expect(res.body.result!.find((u) => u.id === owner.userId)).toMatchObject({ roleTypes: 'Owner', tenantid: owner.tenantId, phoneNumber: owner.phone });
  });

  it('lets an Admin list users, refuses a pos-only member with 403 FORBIDDEN', async () => {
    const admin = await createMember(t, owner, { roleTypes: 'Admin' });
    expect((await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: admin.token })).status).toBe(200);
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const res = await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: cashier.token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const manager = await createMember(t, owner, { roleTypes: 'User', roles: ['users'] });
    expect((await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: manager.token })).status).toBe(200);
  });

  it("answers another tenant's business with 403 BUSINESS_ACCESS and no token with 401", async () => {
    const res = await call(t.app, 'GET', `/api/User/GetUsers/${other.businessId}`, { token: owner.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BUSINESS_ACCESS');
    expect((await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`)).status).toBe(401);
  });
});

describe('F1 GetTenantUsers', () => {
  it('lists every live user of the tenant, roles from the scope business else their first link', async () => {
    const branchOnly = await invite({ name: 'Branch Person', businessId: branchId, roleTypes: 'Salesperson', roles: ['pos'] });
    const both = await invite({ name: 'Both Places', roleTypes: 'User', roles: ['products'] });
    await call(t.app, 'POST', '/api/User/CreateBusinessUser', { token: owner.token, body: { userId: both.id, businessId: branchId, roleTypes: 'Admin' } });
    const res = await call<User[]>(t.app, 'GET', `/api/User/GetTenantUsers/${owner.tenantId}`, { token: owner.token });
    expect(res.status).toBe(200);
    const list = res.body.result!;
    expect(list.every((u) => u.tenantid === owner.tenantId)).toBe(true);
    expect(list.find((u) => u.id === branchOnly.id)).toMatchObject({ businessId: branchId, roleTypes: 'Salesperson', roles: ['pos'] });
    expect(list.find((u) => u.id === both.id)).toMatchObject({ businessId: owner.businessId, roleTypes: 'User', roles: ['products'] });
    expect(list.some((u) => u.id === other.userId)).toBe(false);
  });

  it('answers another tenantId with 403 FORBIDDEN', async () => {
    const res = await call(t.app, 'GET', `/api/User/GetTenantUsers/${other.tenantId}`, { token: owner.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});

describe('F3 GetUserDetails and F10 GetUserById', () => {
  it('shows the user in the named business plus all their links', async () => {
    const user = await invite({ name: 'Two Shops', roleTypes: 'Salesperson', roles: ['pos'] });
    await call(t.app, 'POST', '/api/User/CreateBusinessUser', {
      token: owner.token,
      body: { userId: user.id, businessId: branchId, roleTypes: 'User', roles: ['reports'] },
    });
    const res = await call<Details>(t.app, 'GET', `/api/User/GetUserDetails/${user.id}/${branchId}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      ...user,
      businessId: branchId,
      roleTypes: 'User',
      roles: ['reports'],
      businesses: [
        { userId: user.id, businessId: owner.businessId, fullnames: 'Two Shops', roleTypes: 'Salesperson', roles: ['pos'] },
        { userId: user.id, businessId: branchId, fullnames: 'Two Shops', roleTypes: 'User', roles: ['reports'] },
      ],
    });
  });

  it('is 404 for a user not linked to the named business, or of another tenant', async () => {
    const branchOnly = await invite({ businessId: branchId });
    expect((await call(t.app, 'GET', `/api/User/GetUserDetails/${branchOnly.id}/${owner.businessId}`, { token: owner.token })).status).toBe(404);
    const foreign = await call(t.app, 'GET', `/api/User/GetUserDetails/${other.userId}/${owner.businessId}`, { token: owner.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
  });

  it('returns the plain record with roles from the token business', async () => {
    const user = await invite({ name: 'Plain', roleTypes: 'Admin' });
    const res = await call<User>(t.app, 'GET', `/api/User/GetUserById/${user.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ ...user, businessId: owner.businessId });
  });

  it("is 404 for another tenant's user and for a user in a business the caller cannot see", async () => {
    const foreign = await call(t.app, 'GET', `/api/User/GetUserById/${other.userId}`, { token: owner.token });
    expect(foreign.status).toBe(404);
    const branchOnly = await invite({ businessId: branchId });
    const shopAdmin = await createMember(t, owner, { roleTypes: 'Admin' });
    expect((await call(t.app, 'GET', `/api/User/GetUserById/${branchOnly.id}`, { token: shopAdmin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/User/GetUserById/${branchOnly.id}`, { token: owner.token })).status).toBe(200);
  });

  it('hides soft-deleted users everywhere', async () => {
    const user = await invite({ name: 'Gone Soon' });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await call(t.app, 'GET', `/api/User/GetUserById/${user.id}`, { token: owner.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/User/GetUserDetails/${user.id}/${owner.businessId}`, { token: owner.token })).status).toBe(404);
    const list = await call<User[]>(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: owner.token });
    expect(list.body.result!.some((u) => u.id === user.id)).toBe(false);
    const tenant = await call<User[]>(t.app, 'GET', `/api/User/GetTenantUsers/${owner.tenantId}`, { token: owner.token });
    expect(tenant.body.result!.some((u) => u.id === user.id)).toBe(false);
  });
});

describe('F13 GetSalesPersons', () => {
  it('lists enabled users who can sell, by name, as BusinessUser', async () => {
    const shop = await createBusinessWithDefaults(t.database.db, {
      tenantId: owner.tenantId,
      ownerUserId: owner.userId,
      country: 'KE',
      organizationName: 'Kiosk',
    });
    const at = (body: Record<string, unknown>) => invite({ businessId: shop.id, ...body });
    const seller = await at({ name: 'Cashier', roleTypes: 'User', roles: ['pos', 'customers'] });
    const salesperson = await at({ name: 'Agent', roleTypes: 'Salesperson', roles: [] });
    const admin = await at({ name: 'Boss Admin', roleTypes: 'Admin' });
    await at({ name: 'Stock Clerk', roleTypes: 'User', roles: ['products'] });
    await at({ name: 'Disabled Seller', roleTypes: 'User', roles: ['pos'], isEnabled: false });
    const res = await call<BusinessUser[]>(t.app, 'GET', `/api/User/GetSalesPersons/${shop.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      { userId: salesperson.id, businessId: shop.id, fullnames: 'Agent', roleTypes: 'Salesperson', roles: [] },
      { userId: admin.id, businessId: shop.id, fullnames: 'Boss Admin', roleTypes: 'Admin', roles: [] },
      { userId: seller.id, businessId: shop.id, fullnames: 'Cashier', roleTypes: 'User', roles: ['pos', 'customers'] },
      { userId: owner.userId, businessId: shop.id, fullnames: 'Test Owner', roleTypes: 'Owner', roles: [] },
    ]);
  });
});
