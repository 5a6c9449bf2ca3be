import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModuleKey, RoleType, User } from '@dukani/contracts';
import { auditLog, refreshTokens, users } from '../../db/schema';
import { createBusinessWithDefaults } from '../business/create-business-with-defaults';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, nextKenyanPhone, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
});
/** The body the web sends: the whole User, as F2 returned it. */
async function fetchUser(userId: number, businessId = owner.businessId): Promise<User> {
  const res = await call<User>(t.app, 'GET', `/api/User/GetUserDetails/${userId}/${businessId}`, { token: owner.token });
  expect(res.status).toBe(200);
  const { id: _id, tenantid: _tenant, ...rest } = res.body.result as User & { businesses?: unknown };
  delete (rest as { businesses?: unknown }).businesses;
  return { id: userId, tenantid: owner.tenantId, ...rest };
}

const update = (token: string, userId: number, body: Record<string, unknown>) => call<User>(t.app, 'POST', `/api/User/UpdateUser/${userId}`, { token, body });

async function member(roleTypes: RoleType = 'User', roles: ModuleKey[] = []) {
  return createMember(t, owner, { roleTypes, roles });
}

describe('F6 UpdateUser', () => {
  it('edits the record and the role in the business, and audits it', async () => {
    const m = await member('Salesperson', ['pos']);
    const body = await fetchUser(m.userId);
    const phone = nextKenyanPhone();
    const res = await update(owner.token, m.userId, {
      ...body,
      name: 'Renamed',
      email: 'r@example.com',
      phoneNumber: `0${phone.slice(4)}`,
      approved: false,
      roleTypes: 'User',
      roles: ['pos', 'reports'],
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      id: m.userId,
      businessId: owner.businessId,
      tenantid: owner.tenantId,
      isEnabled: true,
      approved: false,
      name: 'Renamed',
      email: 'r@example.com',
      countryCode: 'KE',
      phoneNumber: phone,
      roleTypes: 'User',
      roles: ['pos', 'reports'],
      // They set their password when they joined: no longer an open invitation.
      invited: false,
    });
    expect(await fetchUser(m.userId)).toEqual(res.body.result);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(m.userId)));
    expect(audits.find((row) => row.action === 'update')).toMatchObject({ entity: 'user', userId: owner.userId });
  });

  it('keeps what the body leaves out (role, roles, isEnabled, approved)', async () => {
    const m = await member('Salesperson', ['pos']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    const res = await update(owner.token, m.userId, { businessId: owner.businessId, name: 'Only Name', countryCode: 'KE', phoneNumber: row!.phoneNumber });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'Only Name', roleTypes: 'Salesperson', roles: ['pos'], isEnabled: true, approved: true });
  });

  it('is 404 when the user is not linked to body.businessId, or is of another tenant', async () => {
    const m = await member();
    const branch = await createBusinessWithDefaults(t.database.db, {
      tenantId: owner.tenantId,
      ownerUserId: owner.userId,
      country: 'KE',
      organizationName: 'B2',
    });
    const body = await fetchUser(m.userId);
    expect((await update(owner.token, m.userId, { ...body, businessId: branch.id })).status).toBe(404);
    const other = await createOwner(t);
    const foreign = await update(owner.token, other.userId, { ...body, phoneNumber: other.phone });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
  });

  it('answers a phone held by someone else with 409 DUPLICATE, and a bad one with 400', async () => {
    const a = await member();
    const b = await member();
    const body = await fetchUser(a.userId);
    const dup = await update(owner.token, a.userId, { ...body, phoneNumber: b.phone });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'DUPLICATE', field: 'phoneNumber' });
    const landline = await update(owner.token, a.userId, { ...body, phoneNumber: '0202222222' });
    expect(landline.status).toBe(400);
    expect(landline.body.field).toBe('phoneNumber');
    expect((await fetchUser(a.userId)).phoneNumber).toBe(a.phone);
  });

  it('refuses to demote the last Owner (409 IN_USE) but allows it once there is another', async () => {
    const self = await fetchUser(owner.userId);
    const last = await update(owner.token, owner.userId, { ...self, roleTypes: 'Admin' });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('IN_USE');
    const shop = await createOwner(t);
    const second = await createMember(t, shop, { roleTypes: 'Owner' });
    const body = await call<User>(t.app, 'GET', `/api/User/GetUserById/${second.userId}`, { token: shop.token });
    const demoted = await update(shop.token, second.userId, { ...body.body.result!, roleTypes: 'Admin' });
    expect(demoted.status).toBe(200);
    expect(demoted.body.result!.roleTypes).toBe('Admin');
  });

  it('lets only an Owner grant the Owner role or change an Owner', async () => {
    const admin = await member('Admin');
    const m = await member();
    const grant = await update(admin.token, m.userId, { ...(await fetchUser(m.userId)), roleTypes: 'Owner' });
    expect(grant.status).toBe(403);
    expect(grant.body.code).toBe('FORBIDDEN');
    const touchOwner = await update(admin.token, owner.userId, { ...(await fetchUser(owner.userId)), name: 'Hijacked' });
    expect(touchOwner.status).toBe(403);
    const byOwner = await update(owner.token, m.userId, { ...(await fetchUser(m.userId)), roleTypes: 'Owner' });
    expect(byOwner.status).toBe(200);
    const plain = await member();
    const adminEdits = await update(admin.token, plain.userId, { ...(await fetchUser(plain.userId)), phoneNumber: nextKenyanPhone(), roleTypes: 'Admin' });
    expect(adminEdits.status).toBe(200);
  });

  it('disabling revokes refresh tokens and the next request is 401; disabling yourself is 409', async () => {
    const m = await member('User', ['users']);
    await t.database.db
      .insert(refreshTokens)
      .values({ userId: m.userId, businessId: owner.businessId, tokenHash: `hash-${m.userId}`, expiresAt: new Date(Date.now() + 86_400_000) });
    expect((await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: m.token })).status).toBe(200);
    const res = await update(owner.token, m.userId, { ...(await fetchUser(m.userId)), isEnabled: false });
    expect(res.status).toBe(200);
    expect(res.body.result!.isEnabled).toBe(false);
    const [token] = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, m.userId));
    expect(token!.revokedAt).toBeInstanceOf(Date);
    expect((await call(t.app, 'GET', `/api/User/GetUsers/${owner.businessId}`, { token: m.token })).status).toBe(401);

    const self = await update(owner.token, owner.userId, { ...(await fetchUser(owner.userId)), isEnabled: false });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('INVALID_STATE');
  });

  it('names a missing field and rejects a foreign business in the body', async () => {
    const m = await member();
    const { name: _name, ...body } = await fetchUser(m.userId);
    const missing = await update(owner.token, m.userId, body);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'name', errordesc: 'name is required' });
    const other = await createOwner(t);
    const foreign = await update(owner.token, m.userId, { ...(await fetchUser(m.userId)), businessId: other.businessId });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
  });
});
