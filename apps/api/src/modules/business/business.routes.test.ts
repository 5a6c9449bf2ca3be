import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, getBillingStatus, getBusinesses, type BillingStatus, type Business } from '@dukani/contracts';
import { auditLog, businesses, cashRegisterSettings, currencies, receiptSettings } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let stranger: Owner;
beforeAll(async () => {
  stranger = await createOwner(t, { businessName: 'Other Tenant Shop' });
});
const shop = (overrides: Record<string, unknown> = {}) => ({ organizationName: 'Duka Mpya', primaryPhone: '0712000111', city: 'Nakuru', ...overrides });

async function create(o: { token: string }, body: Record<string, unknown> = shop()) {
  return call<Business>(t.app, 'POST', '/api/Business/CreateBusiness', { token: o.token, body });
}

describe('C1 GetBusinesses', () => {
  it('lists the caller’s live businesses with their role in each, by id', async () => {
    const o = await createOwner(t, { businessName: 'First' });
    const second = await create(o, shop({ organizationName: 'Second' }));
    const member = await createMember(t, o, { roleTypes: 'Salesperson', roles: ['pos'] });

    const res = await call<Business[]>(t.app, 'GET', '/api/Business/GetBusinesses', { token: o.token });
    expect(res.status).toBe(200);
    const list = getBusinesses.result.parse(res.body.result);
    expect(list.map((b) => [b.businessId, b.organizationName, b.roleTypes])).toEqual([
      [o.businessId, 'First', 'Owner'],
      [second.body.result!.businessId, 'Second', 'Owner'],
    ]);

    const seen = await call<Business[]>(t.app, 'GET', '/api/Business/GetBusinesses', { token: member.token });
    expect(seen.body.result).toEqual([expect.objectContaining({ businessId: o.businessId, roleTypes: 'Salesperson', roles: ['pos'] })]);

    await t.database.db.update(businesses).set({ deletedAt: new Date() }).where(eq(businesses.id, second.body.result!.businessId));
    const after = await call<Business[]>(t.app, 'GET', '/api/Business/GetBusinesses', { token: o.token });
    expect(after.body.result!.map((b) => b.businessId)).toEqual([o.businessId]);
  });
});

describe('C2 CreateBusiness', () => {
  it('creates the business with its default currency, settings and the caller as Owner', async () => {
    const o = await createOwner(t, { country: 'UG' });
    const res = await create(o, shop({ primaryEmail: 'duka@example.com' }));
    expect(res.status).toBe(200);
    const business = createBusiness.result.parse(res.body.result);
    expect(business).toMatchObject({
      tenantId: o.tenantId,
      organizationName: 'Duka Mpya',
      country: 'UG',
      primaryEmail: 'duka@example.com',
      city: 'Nakuru',
      roleTypes: 'Owner',
      roles: [],
      logo: null,
    });
    const db = t.database.db;
    expect(
      await db
        .select({ name: currencies.currencyName, rate: currencies.rate, isDefault: currencies.isDefault })
        .from(currencies)
        .where(eq(currencies.businessId, business.businessId)),
    ).toEqual([{ name: 'UGX', rate: 1, isDefault: true }]);
    expect(await db.select().from(receiptSettings).where(eq(receiptSettings.businessId, business.businessId))).toHaveLength(1);
    expect(await db.select().from(cashRegisterSettings).where(eq(cashRegisterSettings.businessId, business.businessId))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'business'), eq(auditLog.entityId, String(business.businessId)))),
    ).toHaveLength(1);
  });

  it('takes the country from the body when given', async () => {
    const o = await createOwner(t);
    const res = await create(o, shop({ country: 'RW', primaryPhone: '0788 123 456' }));
    expect(res.body.result).toMatchObject({ country: 'RW', primaryPhone: '+250788123456' });
  });

  it('respects the plan’s business allowance (409 INVALID_STATE)', async () => {
    const starter = await createOwner(t, { planCode: 'starter' });
    const res = await create(starter);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'INVALID_STATE' });
    expect(res.body.errordesc).toMatch(/^Your plan allows 1 business(es)?; upgrade to add more$/);

    const o = await createOwner(t);
    expect((await create(o)).status).toBe(200);
    expect((await create(o)).status).toBe(200);
    const fourth = await create(o);
    expect(fourth.status).toBe(409);
    expect(fourth.body.errordesc).toBe('Your plan allows 3 businesses; upgrade to add more');
  });

  it('needs the settings role; a member with it becomes Owner of the new business', async () => {
    const o = await createOwner(t);
    const plain = await createMember(t, o, { roleTypes: 'Salesperson', roles: ['pos'] });
    const denied = await create(plain);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    const keeper = await createMember(t, o, { roleTypes: 'User', roles: ['settings'] });
    const allowed = await create(keeper);
    expect(allowed.status).toBe(200);
    expect(allowed.body.result).toMatchObject({ roleTypes: 'Owner', tenantId: o.tenantId });
  });

  it('names the field on bad input', async () => {
    const o = await createOwner(t);
    for (const [body, field] of [
      [shop({ organizationName: '' }), 'organizationName'],
      [shop({ organizationName: 42 }), 'organizationName'],
      [shop({ country: 'TZ' }), 'country'],
      [shop({ primaryEmail: 'not-an-email' }), 'primaryEmail'],
    ] as const) {
      const res = await create(o, body);
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field });
    }
    const malformed = await call(t.app, 'POST', '/api/Business/CreateBusiness', {
      token: o.token,
      body: '{"organizationName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION', field: 'body' });
  });
});

describe('C4 DeleteBusiness', () => {
  it('soft-deletes a business for its Owner; it then disappears from C1 and its scope', async () => {
    const o = await createOwner(t);
    const second = (await create(o)).body.result!;
    const res = await call(t.app, 'DELETE', `/api/Business/DeleteBusiness/${second.businessId}`, { token: o.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, result: null });
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, second.businessId));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const list = await call<Business[]>(t.app, 'GET', '/api/Business/GetBusinesses', { token: o.token });
    expect(list.body.result!.map((b) => b.businessId)).toEqual([o.businessId]);
    const gone = await call(t.app, 'GET', `/api/Settings/GetReceiptSettings/${second.businessId}`, { token: o.token });
    expect(gone.status).toBe(403);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'business'), eq(auditLog.action, 'delete'))),
    ).toHaveLength(1);
  });

  it('refuses the tenant’s last business with 409 IN_USE', async () => {
    const o = await createOwner(t);
    const res = await call(t.app, 'DELETE', `/api/Business/DeleteBusiness/${o.businessId}`, { token: o.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IN_USE');
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, o.businessId));
    expect(row!.deletedAt).toBeNull();
  });

  it('is for the Owner only: an Admin gets 403', async () => {
    const o = await createOwner(t);
    const second = (await create(o)).body.result!;
    const admin = await createMember(t, o, { roleTypes: 'Admin', businessId: second.businessId });
    const res = await call(t.app, 'DELETE', `/api/Business/DeleteBusiness/${second.businessId}`, { token: admin.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('answers 403 BUSINESS_ACCESS for another tenant’s business', async () => {
    const o = await createOwner(t);
    const res = await call(t.app, 'DELETE', `/api/Business/DeleteBusiness/${stranger.businessId}`, { token: o.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('C5 GetBillingStatus', () => {
  it('returns the plan state and its modules', async () => {
    const o = await createOwner(t, { planCode: 'starter' });
    const member = await createMember(t, o, { roleTypes: 'Salesperson', roles: ['pos'] });
    const res = await call<BillingStatus>(t.app, 'GET', `/api/Business/GetBillingStatus/${o.tenantId}`, { token: member.token });
    expect(res.status).toBe(200);
    const status = getBillingStatus.result.parse(res.body.result);
    expect(status).toMatchObject({
      tenantId: o.tenantId,
      businessStatus: 'Trial',
      currentPlan: { name: 'Starter', period: 'Monthly', maxBusinesses: 1, expiresOn: null },
    });
    expect(status.planModules).toEqual(['pos', 'refunds', 'customers', 'products', 'users', 'settings', 'billing']);
    expect(status.currentPlan.modules).toEqual(status.planModules);
    expect(new Date(status.currentPlan.startedOn).toISOString()).toBe(status.currentPlan.startedOn);
  });

  it('answers 403 FORBIDDEN for another tenant', async () => {
    const o = await createOwner(t);
    const res = await call(t.app, 'GET', `/api/Business/GetBillingStatus/${stranger.tenantId}`, { token: o.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});
