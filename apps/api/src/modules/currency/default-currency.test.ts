import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignCurrency, updateCurrency, type Currency } from '@dukani/contracts';
import { auditLog, currencies } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { createBusinessWithDefaults } from '../business/create-business-with-defaults';

const t = useTestApp();
let stranger: Owner;
beforeAll(async () => {
  stranger = await createOwner(t, { businessName: 'Other Tenant Shop' });
});
async function add(o: Owner, body: Record<string, unknown>, businessId = o.businessId) {
  const res = await call<Currency>(t.app, 'POST', '/api/Currency/CreateCurrency', {
    token: o.token,
    body: { symbol: body.currencyName, isDefault: false, businessId, ...body },
  });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

async function ratesOf(businessId: number) {
  const rows = await t.database.db.select().from(currencies).where(eq(currencies.businessId, businessId));
  return Object.fromEntries(rows.map((row) => [row.currencyName, { rate: row.rate, isDefault: row.isDefault }]));
}

const put = (o: Owner, c: Currency, changes: Partial<Currency>) =>
  call<Currency>(t.app, 'PUT', `/api/Currency/UpdateCurrency/${c.id}`, {
    token: o.token,
    body: { currencyName: c.currencyName, symbol: c.symbol, rate: c.rate, isDefault: c.isDefault, businessId: c.businessId, ...changes },
  });

describe('moving the default currency re-bases every rate', () => {
  it('D1 with isDefault: the new currency gets rate 1 and the old default and others are divided by its rate', async () => {
    const o = await createOwner(t);
    await add(o, { currencyName: 'USD', rate: 0.0077 });
    const eur = await add(o, { currencyName: 'EUR', rate: 0.007, isDefault: true });
    expect(eur).toMatchObject({ rate: 1, isDefault: true });
    expect(await ratesOf(o.businessId)).toEqual({
      KES: { rate: 142.857143, isDefault: false },
      USD: { rate: 1.1, isDefault: false },
      EUR: { rate: 1, isDefault: true },
    });
  });

  it('D6 making USD the default: USD 1, KES ≈ 129.870130, and the audit records the re-basing', async () => {
    const o = await createOwner(t);
    const usd = await add(o, { currencyName: 'USD', rate: 0.0077 });
    const ugx = await add(o, { currencyName: 'UGX', rate: 28.6 });
    const res = await put(o, usd, { isDefault: true });
    expect(res.status).toBe(200);
    expect(updateCurrency.result.parse(res.body.result)).toMatchObject({ id: usd.id, rate: 1, isDefault: true });
    const rates = await ratesOf(o.businessId);
    expect(rates.KES).toEqual({ rate: 129.87013, isDefault: false });
    expect(rates.UGX).toEqual({ rate: 3714.285714, isDefault: false });
    expect(rates.USD).toEqual({ rate: 1, isDefault: true });
    const [log] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'currency'), eq(auditLog.action, 'update'), eq(auditLog.entityId, String(usd.id))));
    expect(log!.detail).toMatchObject({
      rebased: expect.arrayContaining([expect.objectContaining({ currencyName: 'KES', from: 1, to: 129.87013 }), expect.objectContaining({ id: ugx.id })]),
    });
  });

  it('D6 keeps a default currency at rate 1 and refuses to leave the business without a default', async () => {
    const o = await createOwner(t);
    const [kesRow] = await t.database.db.select().from(currencies).where(eq(currencies.businessId, o.businessId));
    const kes: Currency = { ...kesRow!, rate: kesRow!.rate };
    const renamed = await put(o, kes, { symbol: 'Ksh', rate: 5 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ symbol: 'Ksh', rate: 1, isDefault: true });

    const demoted = await put(o, kes, { isDefault: false });
    expect(demoted.status).toBe(409);
    expect(demoted.body).toMatchObject({ code: 'INVALID_STATE', errordesc: 'a business needs a default currency; make another currency the default instead' });
    expect((await ratesOf(o.businessId)).KES).toEqual({ rate: 1, isDefault: true });
  });

  it('D6 edits name, symbol and rate; a duplicate name (other than its own) is 409 DUPLICATE', async () => {
    const o = await createOwner(t);
    const usd = await add(o, { currencyName: 'USD', rate: 0.0077 });
    const ownCase = await put(o, usd, { currencyName: 'usd', symbol: 'US$', rate: 0.00775 });
    expect(ownCase.status).toBe(200);
    expect(ownCase.body.result).toMatchObject({ currencyName: 'usd', symbol: 'US$', rate: 0.00775, isDefault: false });
    const clash = await put(o, usd, { currencyName: 'kes' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'DUPLICATE', field: 'currencyName' });
    const wrongType = await put(o, usd, { rate: '0.5' as unknown as number });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.field).toBe('rate');
  });

  it('D6 answers 404 for a currency outside the named business, and 403 for a foreign business', async () => {
    const o = await createOwner(t);
    const usd = await add(o, { currencyName: 'USD', rate: 0.0077 });
    const theirs = await add(stranger, { currencyName: 'EUR', rate: 0.007 });
    const foreignId = await call(t.app, 'PUT', `/api/Currency/UpdateCurrency/${theirs.id}`, {
      token: o.token,
      body: { currencyName: 'EUR', symbol: '€', rate: 0.007, isDefault: false, businessId: o.businessId },
    });
    expect(foreignId.status).toBe(404);
    const foreignBusiness = await put(o, usd, { businessId: stranger.businessId });
    expect(foreignBusiness.status).toBe(403);
    expect(foreignBusiness.body.code).toBe('BUSINESS_ACCESS');
    const plain = await createMember(t, o, { roleTypes: 'Salesperson', roles: ['pos'] });
    const denied = await call(t.app, 'PUT', `/api/Currency/UpdateCurrency/${usd.id}`, { token: plain.token, body: { ...usd, rate: 0.008 } });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
  });
});

describe('D7 AssignCurrency', () => {
  it('copies a currency of another business of the tenant, with its rate when both share the default', async () => {
    const o = await createOwner(t);
    const usd = await add(o, { currencyName: 'USD', rate: 0.0077 });
    const branch = await t.database.db.transaction((tx) =>
      createBusinessWithDefaults(tx, { tenantId: o.tenantId, ownerUserId: o.userId, country: 'KE', organizationName: 'Branch' }),
    );
    const res = await call<Currency>(t.app, 'POST', '/api/Currency/AssignCurrency', { token: o.token, body: { currencyId: usd.id, businessId: branch.id } });
    expect(res.status).toBe(200);
    const copy = assignCurrency.result.parse(res.body.result);
    expect(copy).toMatchObject({ currencyName: 'USD', symbol: 'USD', rate: 0.0077, isDefault: false, businessId: branch.id, tenantId: o.tenantId });
    expect(copy.id).not.toBe(usd.id);

    const again = await call(t.app, 'POST', '/api/Currency/AssignCurrency', { token: o.token, body: { currencyId: usd.id, businessId: branch.id } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DUPLICATE');
  });

  it('converts the rate through the target’s default and can make the copy the default', async () => {
    const o = await createOwner(t);
    const ugx = await add(o, { currencyName: 'UGX', rate: 28.6 });
    await add(o, { currencyName: 'USD', rate: 0.0077 });
    const uganda = await t.database.db.transaction((tx) =>
      createBusinessWithDefaults(tx, { tenantId: o.tenantId, ownerUserId: o.userId, country: 'UG', organizationName: 'Kampala Branch' }),
    );
    const [usdRow] = await t.database.db
      .select()
      .from(currencies)
      .where(and(eq(currencies.businessId, o.businessId), eq(currencies.currencyName, 'USD')));
    // USD per UGX = 0.0077 / 28.6
    const res = await call<Currency>(t.app, 'POST', '/api/Currency/AssignCurrency', {
      token: o.token,
      body: { currencyId: usdRow!.id, businessId: uganda.id },
    });
    expect(res.body.result).toMatchObject({ rate: 0.000269, isDefault: false });

    const kesRes = await call<Currency[]>(t.app, 'GET', `/api/Currency/GetBusinessCurrencies/${o.businessId}`, { token: o.token });
    const kes = kesRes.body.result!.find((c) => c.currencyName === 'KES')!;
    const asDefault = await call<Currency>(t.app, 'POST', '/api/Currency/AssignCurrency', {
      token: o.token,
      body: { currencyId: kes.id, businessId: uganda.id, isDefault: true },
    });
    expect(asDefault.status).toBe(200);
    expect(asDefault.body.result).toMatchObject({ currencyName: 'KES', rate: 1, isDefault: true });
    // KES per UGX was 1 / 28.6; UGX per KES is now 28.6.
    const rates = await ratesOf(uganda.id);
    expect(rates.UGX).toEqual({ rate: 28.6, isDefault: false });
    expect(rates.KES).toEqual({ rate: 1, isDefault: true });
    expect(ugx.businessId).toBe(o.businessId);
  });

  it('answers 404 for another tenant’s currency and 403 for another tenant’s business', async () => {
    const o = await createOwner(t);
    const theirs = await add(stranger, { currencyName: 'GBP', rate: 0.006 });
    const res = await call(t.app, 'POST', '/api/Currency/AssignCurrency', { token: o.token, body: { currencyId: theirs.id, businessId: o.businessId } });
    expect(res.status).toBe(404);
    const mine = await add(o, { currencyName: 'GBP', rate: 0.006 });
    const foreign = await call(t.app, 'POST', '/api/Currency/AssignCurrency', {
      token: o.token,
      body: { currencyId: mine.id, businessId: stranger.businessId },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
  });
});
