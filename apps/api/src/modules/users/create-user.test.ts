import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@dukani/contracts';
import { auditLog, businessUsers, invites, smsMessages, users } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, nextKenyanPhone, type Owner } from '../../../test/fixtures';
import { createUser, INVITE_LIFETIME_MS } from './create-user';

type Created = User & { inviteToken?: string };

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Mama Njeri Shop' });
});
const newUser = (overrides: Record<string, unknown> = {}) => ({
  businessId: owner.businessId,
  name: 'Amina Wanjiru',
  email: 'amina@example.com',
  countryCode: 'KE',
  phoneNumber: nextKenyanPhone(),
  roleTypes: 'Salesperson',
  roles: ['pos'],
  ...overrides,
});

async function rowCounts() {
  const db = t.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [l] = await db.select({ n: count() }).from(businessUsers);
  const [i] = await db.select({ n: count() }).from(invites);
  const [s] = await db.select({ n: count() }).from(smsMessages);
  return { users: u!.n, links: l!.n, invites: i!.n, sms: s!.n };
}

describe('F4 CreateUser: inviting a cashier', () => {
  it('creates the user, links them, stores a hashed 7-day invite and texts the link', async () => {
    const national = `0${nextKenyanPhone().slice(4)}`;
    const before = Date.now();
    const res = await call<Created>(t.app, 'POST', '/api/User/CreateUser', { token: owner.token, body: newUser({ phoneNumber: national }) });
    expect(res.status).toBe(200);
    const user = res.body.result!;
    const e164 = `+254${national.slice(1)}`;
    expect(user).toMatchObject({
      businessId: owner.businessId,
      tenantid: owner.tenantId,
      isEnabled: true,
      approved: true,
      name: 'Amina Wanjiru',
      email: 'amina@example.com',
      countryCode: 'KE',
      phoneNumber: e164,
      roleTypes: 'Salesperson',
      roles: ['pos'],
    });
    expect(user.id).toBeGreaterThan(0);
    expect(user.inviteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const outbox = await call<{ to: string; message: string }[]>(t.app, 'GET', `/api/Dev/SmsOutbox?phone=${encodeURIComponent(e164)}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body.result).toHaveLength(1);
    expect(outbox.body.result![0]!.message).toContain('Mama Njeri Shop');
    expect(outbox.body.result![0]!.message).toContain(`${t.config.publicUrl}/complete-registration/${user.inviteToken}`);

    const [invite] = await t.database.db.select().from(invites).where(eq(invites.userId, user.id));
    expect(invite!.tokenHash).toBe(crypto.createHash('sha256').update(user.inviteToken!).digest('hex'));
    expect(invite!.businessId).toBe(owner.businessId);
    expect(invite!.usedAt).toBeNull();
    const lifetime = invite!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(INVITE_LIFETIME_MS - 1000);
    expect(lifetime).toBeLessThan(INVITE_LIFETIME_MS + 60_000);

    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ passwordHash: null, phoneVerified: false, tenantId: owner.tenantId });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(user.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'create', userId: owner.userId, businessId: owner.businessId });

    // A4 is written concurrently by the auth module: follow the invite only once that route exists.
    if (t.app.hasRoute({ method: 'POST', url: '/api/Auth/CompleteRegistration/:token' })) {
      const done = await call<{ userId: number }>(t.app, 'POST', `/api/Auth/CompleteRegistration/${user.inviteToken}`, {
        body: { userId: user.id, password: 'till-pass-1', confirmPassword: 'till-pass-1' },
      });
      expect(done.status).toBe(200);
      expect(done.body.result).toMatchObject({ userId: user.id });
    }
  });

  it('applies the defaults: enabled, approved, role User with no keys', async () => {
    const res = await call<Created>(t.app, 'POST', '/api/User/CreateUser', {
      token: owner.token,
      body: { businessId: owner.businessId, name: 'Baraka', countryCode: 'KE', phoneNumber: nextKenyanPhone() },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ isEnabled: true, approved: true, roleTypes: 'User', roles: [], email: null });
  });

  it('leaves the token out when told to (production)', async () => {
    const auth = await t.database.db.select().from(businessUsers).where(eq(businessUsers.userId, owner.userId));
    const result = await createUser(t.database.db, {
      actor: {
        userId: owner.userId,
        tenantId: owner.tenantId,
        businessId: owner.businessId,
        tokenBusinessId: owner.businessId,
        role: { roleTypes: 'Owner', roles: [] },
        links: new Map(auth.map((link) => [link.businessId, { roleTypes: 'Owner', roles: [] }])),
      },
      input: { ...newUser(), countryCode: 'KE', roleTypes: 'User', roles: [], isEnabled: true, approved: true },
      publicUrl: 'https://shop.example/',
      isInviteTokenReturned: false,
    });
    expect(result).not.toHaveProperty('inviteToken');
    const [sms] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.toPhone, result.phoneNumber));
    expect(sms!.message).toMatch(/https:\/\/shop\.example\/complete-registration\/[A-Za-z0-9_-]{43}\?u=\d+$/);
  });
});

describe('F4 CreateUser: who may create whom', () => {
  it('lets an Admin create Admins, Salespersons and Users but not an Owner', async () => {
    const admin = await createMember(t, owner, { roleTypes: 'Admin' });
    for (const roleTypes of ['Admin', 'Salesperson', 'User']) {
      const res = await call(t.app, 'POST', '/api/User/CreateUser', { token: admin.token, body: newUser({ roleTypes }) });
      expect(res.status).toBe(200);
    }
    const before = await rowCounts();
    const res = await call(t.app, 'POST', '/api/User/CreateUser', { token: admin.token, body: newUser({ roleTypes: 'Owner' }) });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await rowCounts()).toEqual(before);
  });

  it('lets an Owner create another Owner', async () => {
    const res = await call<Created>(t.app, 'POST', '/api/User/CreateUser', { token: owner.token, body: newUser({ roleTypes: 'Owner', roles: [] }) });
    expect(res.status).toBe(200);
    expect(res.body.result!.roleTypes).toBe('Owner');
  });

  it('refuses a member with only pos (403 FORBIDDEN) and a business of another tenant (403 BUSINESS_ACCESS)', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const denied = await call(t.app, 'POST', '/api/User/CreateUser', { token: cashier.token, body: newUser() });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    const other = await createOwner(t);
    const foreign = await call(t.app, 'POST', '/api/User/CreateUser', { token: owner.token, body: newUser({ businessId: other.businessId }) });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('F4 CreateUser: bad input and conflicts', () => {
  it('answers a known phone with 409 DUPLICATE on phoneNumber and saves nothing', async () => {
    const phone = nextKenyanPhone();
    expect((await call(t.app, 'POST', '/api/User/CreateUser', { token: owner.token, body: newUser({ phoneNumber: phone }) })).status).toBe(200);
    const before = await rowCounts();
    const res = await call(t.app, 'POST', '/api/User/CreateUser', { token: owner.token, body: newUser({ phoneNumber: `0${phone.slice(4)}`, name: 'Copy' }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'DUPLICATE', field: 'phoneNumber' });
    expect(res.body.errordesc).toContain('CreateBusinessUser');
    expect(await rowCounts()).toEqual(before);
  });

  it('says so when the phone belongs to another organisation', async () => {
    const other = await createOwner(t);
    const res = await call(t.app, 'POST', '/api/User/CreateUser', { token: owner.token, body: newUser({ phoneNumber: other.phone }) });
    expect(res.status).toBe(409);
    expect(res.body.errordesc).toContain('another organisation');
  });

  it('lets exactly one of two simultaneous invites for one phone through', async () => {
    const phone = nextKenyanPhone();
    const before = await rowCounts();
    const results = await Promise.all(
      [1, 2].map(() => call(t.app, 'POST', '/api/User/CreateUser', { token: owner.token, body: newUser({ phoneNumber: phone }) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await rowCounts();
    expect(after).toEqual({ users: before.users + 1, links: before.links + 1, invites: before.invites + 1, sms: before.sms + 1 });
  });

  it('rejects a landline with 400 on phoneNumber', async () => {
    const res = await call(t.app, 'POST', '/api/User/CreateUser', { token: owner.token, body: newUser({ phoneNumber: '020 2222222' }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'phoneNumber', errordesc: 'phoneNumber must be a mobile number' });
  });

  it('names the missing field', async () => {
    const { name: _name, ...body } = newUser();
    const res = await call(t.app, 'POST', '/api/User/CreateUser', { token: owner.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'name', errordesc: 'name is required' });
  });

  it('rejects an unknown role key and a bad roleTypes on their fields', async () => {
    const roles = await call(t.app, 'POST', '/api/User/CreateUser', { token: owner.token, body: newUser({ roles: ['pos', 'nope'] }) });
    expect(roles.status).toBe(400);
    expect(roles.body.field).toBe('roles[1]');
    const roleTypes = await call(t.app, 'POST', '/api/User/CreateUser', { token: owner.token, body: newUser({ roleTypes: 'Boss' }) });
    expect(roleTypes.status).toBe(400);
    expect(roleTypes.body.field).toBe('roleTypes');
  });

  it('answers malformed JSON with 400 VALIDATION on body', async () => {
    const res = await call(t.app, 'POST', '/api/User/CreateUser', {
      token: owner.token,
      body: '{"name": "Amina",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', field: 'body' });
  });
});
