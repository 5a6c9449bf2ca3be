import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getProfile, getRole, updateAccount, type AccountProfile, type Role } from '@dukani/contracts';
import { auditLog, businesses } from '../../db/schema';
import { useTestApp, call, multipart, PNG_1X1 } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
  stranger = await createOwner(t, { businessName: 'Other Tenant Shop' });
});
const rowOf = async (id: number) => (await t.database.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

describe('B1 GetProfile', () => {
  it('returns the business as the profile, with the business types, to any linked user', async () => {
    const member = await createMember(t, owner, { roleTypes: 'User', roles: [] });
    const res = await call<AccountProfile>(t.app, 'GET', `/api/Account/GetProfile/${owner.businessId}`, { token: member.token });
    expect(res.status).toBe(200);
    const profile = getProfile.result.parse(res.body.result);
    expect(profile).toMatchObject({
      custId: owner.businessId,
      organizationName: 'Duka la Amani',
      country: 'KE',
      businessTypeId: null,
      businessTypeName: null,
      logo: null,
    });
    expect(profile.businessTypes).toContainEqual({ id: 3, name: 'Pharmacy' });
    expect(profile.businessTypes).toHaveLength(10);
  });

  it('answers 403 BUSINESS_ACCESS for another tenant’s business', async () => {
    const res = await call(t.app, 'GET', `/api/Account/GetProfile/${stranger.businessId}`, { token: owner.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('B2 UpdateAccount', () => {
  const url = (id: number) => `/api/Account/UpdateAccount/${id}`;

  it('updates the profile fields, resolves the business type and audits the change', async () => {
    const res = await call<AccountProfile>(t.app, 'POST', url(owner.businessId), {
      token: owner.token,
      body: {
        organizationName: 'Amani Pharmacy',
        secondaryPhone: '0733000111',
        secondaryEmail: 'ops@amani.example',
        businessTypeId: 3,
        location: 'Kisumu CBD',
      },
    });
    expect(res.status).toBe(200);
    const profile = updateAccount.result.parse(res.body.result);
    expect(profile).toMatchObject({
      custId: owner.businessId,
      organizationName: 'Amani Pharmacy',
      // Stored and answered in international form, however it was typed.
      secondaryPhone: '+254733000111',
      secondaryEmail: 'ops@amani.example',
      businessTypeId: 3,
      businessTypeName: 'Pharmacy',
      location: 'Kisumu CBD',
      country: 'KE',
    });
    const cleared = await call<AccountProfile>(t.app, 'POST', url(owner.businessId), {
      token: owner.token,
      body: { organizationName: 'Amani Pharmacy', secondaryEmail: '', businessTypeId: 0 },
    });
    expect(cleared.body.result).toMatchObject({ secondaryEmail: null, businessTypeId: null, businessTypeName: null, secondaryPhone: '+254733000111' });
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account-profile'), eq(auditLog.entityId, String(owner.businessId))));
    expect(logs).toHaveLength(2);
  });

  it('stores a PNG_1X1 logo sent as multipart and serves it', async () => {
    const res = await call<AccountProfile>(t.app, 'POST', url(owner.businessId), {
      token: owner.token,
      ...(await multipart({ organizationName: 'Amani Pharmacy' }, { data: PNG_1X1 })),
    });
    expect(res.status, res.body.errordesc).toBe(200);
    const logo = res.body.result!.logo!;
    expect(logo).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    expect((await rowOf(owner.businessId)).logoUrl).toBe(logo);
  });

  it('refuses a text file named logo.png (400 on logo) and a file over 2 MB (413), changing nothing', async () => {
    const before = await rowOf(owner.businessId);
    const text = await call(t.app, 'POST', url(owner.businessId), {
      token: owner.token,
      ...(await multipart({ organizationName: 'Changed' }, { data: Buffer.from('hello'), filename: 'logo.png' })),
    });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'VALIDATION', field: 'logo' });
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await call(t.app, 'POST', url(owner.businessId), {
      token: owner.token,
      ...(await multipart({ organizationName: 'Changed' }, { data: big })),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('FILE_TOO_LARGE');
    expect(await rowOf(owner.businessId)).toEqual(before);
  });

  it('names the field on bad input and answers malformed JSON with 400 on body', async () => {
    for (const [body, field] of [
      [{ organizationName: 'X', businessTypeId: 99 }, 'businessTypeId'],
      [{ organizationName: 'X', businessTypeId: 'three' }, 'businessTypeId'],
      [{ organizationName: 'X', primaryEmail: 'nope' }, 'primaryEmail'],
      [{ organizationName: 'X', country: 'US' }, 'country'],
      [{ fullnames: 'No Name' }, 'organizationName'],
    ] as const) {
      const res = await call(t.app, 'POST', url(owner.businessId), { token: owner.token, body });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field });
      expect(res.body.errordesc).toContain(field);
    }
    const malformed = await call(t.app, 'POST', url(owner.businessId), {
      token: owner.token,
      body: '{"organizationName"',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION', field: 'body' });
    expect((await rowOf(owner.businessId)).organizationName).toBe('Amani Pharmacy');
  });

  it('answers 403 BUSINESS_ACCESS for another tenant’s business', async () => {
    const res = await call(t.app, 'POST', url(stranger.businessId), { token: owner.token, body: { organizationName: 'Taken over' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BUSINESS_ACCESS');
    expect((await rowOf(stranger.businessId)).organizationName).toBe('Other Tenant Shop');
  });
});

describe('B4 GetRole', () => {
  it('returns a user’s role in a business the caller can see', async () => {
    const member = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos', 'customers'] });
    const res = await call<Role>(t.app, 'GET', `/api/Account/GetRole/${member.userId}/${owner.businessId}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(getRole.result.parse(res.body.result)).toEqual({ roleTypes: 'Salesperson', roles: ['pos', 'customers'] });
    const own = await call<Role>(t.app, 'GET', `/api/Account/GetRole/${owner.userId}/${owner.businessId}`, { token: member.token });
    expect(own.body.result).toEqual({ roleTypes: 'Owner', roles: [] });
  });

  it('answers 404 for a user not linked there or of another tenant, and 403 for another tenant’s business', async () => {
    const notLinked = await call(t.app, 'GET', `/api/Account/GetRole/${stranger.userId}/${owner.businessId}`, { token: owner.token });
    expect(notLinked.status).toBe(404);
    expect(notLinked.body.code).toBe('NOT_FOUND');
    const unknown = await call(t.app, 'GET', `/api/Account/GetRole/999999/${owner.businessId}`, { token: owner.token });
    expect(unknown.status).toBe(404);
    const foreign = await call(t.app, 'GET', `/api/Account/GetRole/${stranger.userId}/${stranger.businessId}`, { token: owner.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
    const badId = await call(t.app, 'GET', `/api/Account/GetRole/abc/${owner.businessId}`, { token: owner.token });
    expect(badId.status).toBe(400);
    expect(badId.body.field).toBe('userId');
  });
});
