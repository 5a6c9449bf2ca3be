import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCurrency, getBusinessCurrencies, getStoreCurrencies, getTenantCurrencies, type Currency } from '@dukani/contracts';
import { auditLog, businessUsers, currencies, plans, tenants } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { createBusinessWithDefaults } from '../business/create-business-with-defaults';
import { withCurrencyConflicts } from './currency.queries';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
  stranger = await createOwner(t, { businessName: 'Other Tenant Shop' });
});
const usd = (overrides: Record<string, unknown> = {}) => ({
  currencyName: 'USD',
  symbol: '$',
  rate: 0.0077,
  isDefault: false,
  businessId: owner.businessId,
  ...overrides,
});

async function addBusiness(o: Owner, name: string) {
  return t.database.db.transaction((tx) =>
    createBusinessWithDefaults(tx, { tenantId: o.tenantId, ownerUserId: o.userId, country: 'KE', organizationName: name }),
  );
}

describe('D1 CreateCurrency', () => {
  it('adds a currency to the business, answers the contract shape and writes an audit row', async () => {
    const res = await call<Currency>(t.app, 'POST', '/api/Currency/CreateCurrency', { token: owner.token, body: usd() });
    expect(res.status).toBe(200);
    const currency = createCurrency.result.parse(res.body.result);
    expect(currency).toMatchObject({
      currencyName: 'USD',
      symbol: '$',
      rate: 0.0077,
      isDefault: false,
      businessId: owner.businessId,
      tenantId: owner.tenantId,
    });
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'currency'), eq(auditLog.entityId, String(currency.id))));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'create', userId: owner.userId, businessId: owner.businessId });
  });

  it('refuses a duplicate name in the same business, whatever its case (409 DUPLICATE on currencyName)', async () => {
    const res = await call(t.app, 'POST', '/api/Currency/CreateCurrency', { token: owner.token, body: usd({ currencyName: 'usd' }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'DUPLICATE', field: 'currencyName' });
    expect(res.body.errordesc).toMatch(/currencyName/);
  });

  it('allows the same name in another business of the tenant', async () => {
    const second = await addBusiness(owner, 'Second Branch');
    const res = await call<Currency>(t.app, 'POST', '/api/Currency/CreateCurrency', { token: owner.token, body: usd({ businessId: second.id }) });
    expect(res.status).toBe(200);
    expect(res.body.result!.businessId).toBe(second.id);
  });

  it('answers 403 BUSINESS_ACCESS for another tenant’s business', async () => {
    const res = await call(t.app, 'POST', '/api/Currency/CreateCurrency', {
      token: owner.token,
      body: usd({ businessId: stranger.businessId, currencyName: 'EUR' }),
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BUSINESS_ACCESS');
  });

  it('needs the settings role: a plain member gets 403 FORBIDDEN, a member with settings may add', async () => {
    const plain = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const denied = await call(t.app, 'POST', '/api/Currency/CreateCurrency', { token: plain.token, body: usd({ currencyName: 'GBP' }) });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    const keeper = await createMember(t, owner, { roleTypes: 'User', roles: ['settings'] });
    const allowed = await call<Currency>(t.app, 'POST', '/api/Currency/CreateCurrency', {
      token: keeper.token,
      body: usd({ currencyName: 'GBP', symbol: '£', rate: 0.0061 }),
    });
    expect(allowed.status).toBe(200);
  });

  it('answers 403 PLAN_MODULE when the tenant’s plan lacks settings', async () => {
    const other = await createOwner(t);
    const db = t.database.db;
    const [plan] = await db
      .insert(plans)
      .values({ code: 'pos-only-test', name: 'POS only', modules: ['pos'], maxUsers: 1, maxBusinesses: 1 })
      .returning();
    await db.update(tenants).set({ planId: plan!.id }).where(eq(tenants.id, other.tenantId));
    const res = await call(t.app, 'POST', '/api/Currency/CreateCurrency', { token: other.token, body: usd({ businessId: other.businessId }) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PLAN_MODULE');
  });

  it('works for a tenant on the starter plan, which includes settings', async () => {
    const starter = await createOwner(t, { planCode: 'starter' });
    const res = await call(t.app, 'POST', '/api/Currency/CreateCurrency', { token: starter.token, body: usd({ businessId: starter.businessId }) });
    expect(res.status).toBe(200);
  });

  it('names the field on bad input and never saves it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [usd({ rate: 'abc', currencyName: 'ZAR' }), 'rate'],
      [usd({ rate: 0, currencyName: 'ZAR' }), 'rate'],
      [usd({ rate: 0.0000001, currencyName: 'ZAR' }), 'rate'],
      [usd({ currencyName: '  ' }), 'currencyName'],
      [usd({ symbol: undefined, currencyName: 'ZAR' }), 'symbol'],
      [usd({ isDefault: 'yes', currencyName: 'ZAR' }), 'isDefault'],
      [usd({ businessId: 'one', currencyName: 'ZAR' }), 'businessId'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, 'POST', '/api/Currency/CreateCurrency', { token: owner.token, body });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', field });
      expect(res.body.errordesc).toContain(field);
    }
    const saved = await t.database.db.select().from(currencies).where(eq(currencies.currencyName, 'ZAR'));
    expect(saved).toHaveLength(0);
  });

  it('answers a malformed JSON body with 400 on body', async () => {
    const res = await call(t.app, 'POST', '/api/Currency/CreateCurrency', {
      token: owner.token,
      body: '{"currencyName": "EUR",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'body' });
  });
});

describe('D2–D4 reading currencies', () => {
  it('D2 lists a business’s currencies, default first, then by name', async () => {
    const o = await createOwner(t);
    for (const [currencyName, rate] of [
      ['USD', 0.0077],
      ['EUR', 0.007],
      ['AED', 0.028],
    ] as const) {
      await call(t.app, 'POST', '/api/Currency/CreateCurrency', { token: o.token, body: usd({ businessId: o.businessId, currencyName, rate }) });
    }
    const res = await call<Currency[]>(t.app, 'GET', `/api/Currency/GetBusinessCurrencies/${o.businessId}`, { token: o.token });
    expect(res.status).toBe(200);
    const list = getBusinessCurrencies.result.parse(res.body.result);
    expect(list.map((c) => c.currencyName)).toEqual(['KES', 'AED', 'EUR', 'USD']);
    expect(list[0]).toMatchObject({ isDefault: true, rate: 1 });
    const foreign = await call(t.app, 'GET', `/api/Currency/GetBusinessCurrencies/${stranger.businessId}`, { token: o.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
  });

  it('D3 lists the currencies of every business of the tenant and refuses another tenant (403 FORBIDDEN)', async () => {
    const o = await createOwner(t);
    const second = await addBusiness(o, 'Branch Two');
    const res = await call<Currency[]>(t.app, 'GET', `/api/Currency/GetTenantCurrencies/${o.tenantId}`, { token: o.token });
    expect(res.status).toBe(200);
    const list = getTenantCurrencies.result.parse(res.body.result);
    expect(list.map((c) => c.businessId)).toEqual([o.businessId, second.id]);
    expect(list.every((c) => c.tenantId === o.tenantId)).toBe(true);
    const foreign = await call(t.app, 'GET', `/api/Currency/GetTenantCurrencies/${stranger.tenantId}`, { token: o.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FORBIDDEN');
  });

  it('D4 returns the store catalogue', async () => {
    const res = await call(t.app, 'GET', '/api/Currency/GetStoreCurrencies', { token: owner.token });
    expect(res.status).toBe(200);
    const list = getStoreCurrencies.result.parse(res.body.result);
    expect(list).toContainEqual({ code: 'USD', currencyName: 'US Dollar', symbol: '$' });
    expect(list.map((c) => c.code)).toEqual(expect.arrayContaining(['KES', 'UGX', 'RWF']));
  });
});

describe('D5 DeleteCurrency', () => {
  it('deletes a non-default currency and audits it', async () => {
    const o = await createOwner(t);
    const created = await call<Currency>(t.app, 'POST', '/api/Currency/CreateCurrency', { token: o.token, body: usd({ businessId: o.businessId }) });
    const id = created.body.result!.id;
    const res = await call(t.app, 'DELETE', `/api/Currency/DeleteCurrency/${id}`, { token: o.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, result: null });
    expect(await t.database.db.select().from(currencies).where(eq(currencies.id, id))).toHaveLength(0);
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'currency'), eq(auditLog.action, 'delete'), eq(auditLog.entityId, String(id))));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.detail).toMatchObject({ currencyName: 'USD' });
  });

  it('refuses the default currency with 409 IN_USE', async () => {
    const o = await createOwner(t);
    const [kes] = await t.database.db
      .select()
      .from(currencies)
      .where(and(eq(currencies.businessId, o.businessId), eq(currencies.isDefault, true)));
    const res = await call(t.app, 'DELETE', `/api/Currency/DeleteCurrency/${kes!.id}`, { token: o.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IN_USE');
    expect(await t.database.db.select().from(currencies).where(eq(currencies.id, kes!.id))).toHaveLength(1);
  });

  it('answers 404 for another tenant’s currency or one of a business the caller is not linked to', async () => {
    const theirs = await call<Currency>(t.app, 'POST', '/api/Currency/CreateCurrency', {
      token: stranger.token,
      body: usd({ businessId: stranger.businessId }),
    });
    const res = await call(t.app, 'DELETE', `/api/Currency/DeleteCurrency/${theirs.body.result!.id}`, { token: owner.token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');

    const o = await createOwner(t);
    const branch = await addBusiness(o, 'Unlinked Branch');
    const inBranch = await call<Currency>(t.app, 'POST', '/api/Currency/CreateCurrency', { token: o.token, body: usd({ businessId: branch.id }) });
    const keeper = await createMember(t, o, { roleTypes: 'User', roles: ['settings'] });
    const unlinked = await call(t.app, 'DELETE', `/api/Currency/DeleteCurrency/${inBranch.body.result!.id}`, { token: keeper.token });
    expect(unlinked.status).toBe(404);
  });

  it('judges the role in the currency’s own business, not the token’s', async () => {
    const o = await createOwner(t);
    const branch = await addBusiness(o, 'Branch');
    const inBranch = await call<Currency>(t.app, 'POST', '/api/Currency/CreateCurrency', { token: o.token, body: usd({ businessId: branch.id }) });
    // Settings in the token's business, only pos in the branch.
    const member = await createMember(t, o, { roleTypes: 'User', roles: ['settings'] });
    await t.database.db.insert(businessUsers).values({ tenantId: o.tenantId, businessId: branch.id, userId: member.userId, roleTypes: 'User', roles: ['pos'] });
    const res = await call(t.app, 'DELETE', `/api/Currency/DeleteCurrency/${inBranch.body.result!.id}`, { token: member.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});

describe('unique indexes as the last word on races', () => {
  it('turns a duplicate name or a second default that slipped past the checks into the same 409s', async () => {
    const o = await createOwner(t);
    const row = { tenantId: o.tenantId, businessId: o.businessId, symbol: 'X', rate: 1 };
    const db = t.database.db;
    await expect(
      withCurrencyConflicts(() => db.insert(currencies).values({ ...row, currencyName: 'KES' }), { name: 'KES', field: 'currencyName' }),
    ).rejects.toMatchObject({ code: 'DUPLICATE', field: 'currencyName' });
    await expect(
      withCurrencyConflicts(() => db.insert(currencies).values({ ...row, currencyName: 'TZS', isDefault: true }), { name: 'TZS', field: 'currencyName' }),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });
});
