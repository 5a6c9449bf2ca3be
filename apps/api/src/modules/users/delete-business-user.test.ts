import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@dukani/contracts';
import { auditLog, businessUsers } from '../../db/schema';
import { createBusinessWithDefaults } from '../business/create-business-with-defaults';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
});
const remove = (token: string, userId: number, businessId = owner.businessId) =>
  call(t.app, 'DELETE', `/api/User/DeleteBusinessUser/${userId}/${businessId}`, { token });

describe('F7 DeleteBusinessUser', () => {
  it('removes the link, keeps the user in the tenant, and audits it', async () => {
    const m = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const res = await remove(owner.token, m.userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, result: null });
    const links = await t.database.db.select().from(businessUsers).where(eq(businessUsers.userId, m.userId));
    expect(links).toHaveLength(0);
    const business = await call<User[]>(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: owner.token });
    expect(business.body.result!.some((u) => u.id === m.userId)).toBe(false);
    const tenant = await call<User[]>(t.app, 'GET', `/api/User/GetTenantUsers/${owner.tenantId}`, { token: owner.token });
    expect(tenant.body.result!.find((u) => u.id === m.userId)).toMatchObject({ businessId: 0, roleTypes: 'User', roles: [] });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'unlink'), eq(auditLog.entityId, String(m.userId))));
    expect(row).toMatchObject({ entity: 'business_user', businessId: owner.businessId, userId: owner.userId });

    // Unlinked everywhere, the user is still the tenant's: it can be found and linked again.
    expect((await call(t.app, 'GET', `/api/User/GetUserById/${m.userId}`, { token: owner.token })).status).toBe(200);
    const relink = await call(t.app, 'POST', '/api/User/CreateBusinessUser', { token: owner.token, body: { userId: m.userId, businessId: owner.businessId } });
    expect(relink.status).toBe(200);
  });

  it('refuses to remove the last Owner (409 IN_USE)', async () => {
    const res = await remove(owner.token, owner.userId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IN_USE');
  });

  it('removes an Owner when another remains, but never at an Admin’s request', async () => {
    const shop = await createOwner(t);
    const coOwner = await createMember(t, shop, { roleTypes: 'Owner' });
    const admin = await createMember(t, shop, { roleTypes: 'Admin' });
    const byAdmin = await remove(admin.token, coOwner.userId, shop.businessId);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.code).toBe('FORBIDDEN');
    expect((await remove(shop.token, coOwner.userId, shop.businessId)).status).toBe(200);
    expect((await remove(shop.token, shop.userId, shop.businessId)).status).toBe(409);
  });

  it('lets an Admin remove a cashier', async () => {
    const admin = await createMember(t, owner, { roleTypes: 'Admin' });
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await remove(admin.token, cashier.userId)).status).toBe(200);
  });

  it('is 404 for a user not linked there or of another tenant; 403 for a foreign business', async () => {
    const branch = await createBusinessWithDefaults(t.database.db, {
      tenantId: owner.tenantId,
      ownerUserId: owner.userId,
      country: 'KE',
      organizationName: 'B2',
    });
    const m = await createMember(t, owner);
    expect((await remove(owner.token, m.userId, branch.id)).status).toBe(404);
    const other = await createOwner(t);
    expect((await remove(owner.token, other.userId)).status).toBe(404);
    const foreign = await remove(owner.token, other.userId, other.businessId);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
  });
});
