import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@dukani/contracts';
import { auditLog, businessUsers, invites, refreshTokens, users } from '../../db/schema';
import { createBusinessWithDefaults } from '../business/create-business-with-defaults';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, nextKenyanPhone, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
});
const remove = (token: string, userId: number) => call(t.app, 'DELETE', `/api/User/DeleteUser/${userId}`, { token });

describe('F8 DeleteUser', () => {
  it('is Owner only: an Admin gets 403 FORBIDDEN', async () => {
    const admin = await createMember(t, owner, { roleTypes: 'Admin' });
    const m = await createMember(t, owner);
    const res = await remove(admin.token, m.userId);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('soft-deletes: gone from the lists, links removed, sessions and invite dead, phone free again', async () => {
    const phone = nextKenyanPhone();
    const created = await call<User & { inviteToken: string }>(t.app, 'POST', '/api/User/CreateUser', {
      token: owner.token,
      body: { businessId: owner.businessId, name: 'Leaving', countryCode: 'KE', phoneNumber: phone, roleTypes: 'User', roles: ['users'] },
    });
    const userId = created.body.result!.id;
    await t.database.db
      .insert(refreshTokens)
      .values({ userId, businessId: owner.businessId, tokenHash: `rt-${userId}`, expiresAt: new Date(Date.now() + 86_400_000) });

    const res = await remove(owner.token, userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, result: null });

    const list = await call<User[]>(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: owner.token });
    expect(list.body.result!.some((u) => u.id === userId)).toBe(false);
    const tenant = await call<User[]>(t.app, 'GET', `/api/User/GetTenantUsers/${owner.tenantId}`, { token: owner.token });
    expect(tenant.body.result!.some((u) => u.id === userId)).toBe(false);
    expect((await call(t.app, 'GET', `/api/User/GetUserById/${userId}`, { token: owner.token })).status).toBe(404);
    expect((await remove(owner.token, userId)).status).toBe(404);

    const db = t.database.db;
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(businessUsers).where(eq(businessUsers.userId, userId))).toHaveLength(0);
    const [token] = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
    expect(token!.revokedAt).toBeInstanceOf(Date);
    const [invite] = await db.select().from(invites).where(eq(invites.userId, userId));
    expect(invite!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(userId)));
    expect(audits.find((a) => a.action === 'delete')).toMatchObject({ entity: 'user', userId: owner.userId });

    const again = await call(t.app, 'POST', '/api/User/CreateUser', {
      token: owner.token,
      body: { businessId: owner.businessId, name: 'Back Again', countryCode: 'KE', phoneNumber: phone },
    });
    expect(again.status).toBe(200);
  });

  it("makes the deleted user's access token 401", async () => {
    const m = await createMember(t, owner, { roleTypes: 'Admin' });
    expect((await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: m.token })).status).toBe(200);
    expect((await remove(owner.token, m.userId)).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: m.token })).status).toBe(401);
  });

  it('refuses to delete yourself (409 INVALID_STATE) and the last Owner of a business (409 IN_USE)', async () => {
    const self = await remove(owner.token, owner.userId);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('INVALID_STATE');

    // The member is only a User here, but the sole Owner of a second business.
    const m = await createMember(t, owner);
    const branch = await createBusinessWithDefaults(t.database.db, {
      tenantId: owner.tenantId,
      ownerUserId: m.userId,
      country: 'KE',
      organizationName: 'Theirs',
    });
    const last = await remove(owner.token, m.userId);
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('IN_USE');
    expect(last.body.errordesc).toContain(`business ${branch.id}`);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(row!.deletedAt).toBeNull();
  });

  it('deletes a co-Owner', async () => {
    const coOwner = await createMember(t, owner, { roleTypes: 'Owner' });
    expect((await remove(owner.token, coOwner.userId)).status).toBe(200);
  });

  it("answers another tenant's user with 404", async () => {
    const other = await createOwner(t);
    const res = await remove(owner.token, other.userId);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
