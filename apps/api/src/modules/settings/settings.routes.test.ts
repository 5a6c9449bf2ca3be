import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getReceiptSettings, saveCashRegisterSettings, saveReceiptSettings, type CashRegisterSettings, type ReceiptSettings } from '@dukani/contracts';
import { auditLog, cashRegisterSettings, receiptSettings } from '../../db/schema';
import { useTestApp, call, multipart, PNG_1X1 } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
  stranger = await createOwner(t, { businessName: 'Other Tenant Shop' });
});
const SAVE = '/api/Settings/SaveReceiptSettings';
const receiptRow = async (businessId: number) => (await t.database.db.select().from(receiptSettings).where(eq(receiptSettings.businessId, businessId)))[0]!;

describe('E2 GetReceiptSettings', () => {
  it('returns the receipt and register settings to any linked user, even without the settings role', async () => {
    const plain = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const res = await call(t.app, 'GET', `/api/Settings/GetReceiptSettings/${owner.businessId}`, { token: plain.token });
    expect(res.status).toBe(200);
    const settings = getReceiptSettings.result.parse(res.body.result);
    expect(settings).toMatchObject({
      businessId: owner.businessId,
      tenantId: owner.tenantId,
      logoUrl: null,
      showOrganizationName: true,
      showPhone: true,
      showEmail: true,
      showThankYouMessage: true,
      message: 'Thank you for shopping with us!',
      cashRegisterSettings: { businessId: owner.businessId, requireOpenSession: false, allowNegativeInventory: false, mobileMoneyEnabled: false },
    });
    expect(settings.id).toBeGreaterThan(0);
  });

  it('answers 403 BUSINESS_ACCESS for another tenant’s business', async () => {
    const res = await call(t.app, 'GET', `/api/Settings/GetReceiptSettings/${stranger.businessId}`, { token: owner.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('E1 SaveReceiptSettings', () => {
  it('updates the business’s one row, with or without its id, and audits each save', async () => {
    const before = await receiptRow(owner.businessId);
    const withoutId = await call<ReceiptSettings>(t.app, 'POST', SAVE, {
      token: owner.token,
      body: { businessId: owner.businessId, showPhone: false, message: 'Karibu tena!' },
    });
    expect(withoutId.status).toBe(200);
    expect(saveReceiptSettings.result.parse(withoutId.body.result)).toMatchObject({
      id: before.id,
      showPhone: false,
      showEmail: true,
      message: 'Karibu tena!',
    });
    const withId = await call<ReceiptSettings>(t.app, 'POST', SAVE, {
      token: owner.token,
      body: { id: before.id, businessId: owner.businessId, showPhone: false, showEmail: false },
    });
    expect(withId.body.result).toMatchObject({ id: before.id, showEmail: false, message: 'Karibu tena!' });
    expect(await t.database.db.select().from(receiptSettings).where(eq(receiptSettings.businessId, owner.businessId))).toHaveLength(1);
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'receipt-settings'), eq(auditLog.businessId, owner.businessId)));
    expect(logs).toHaveLength(2);
  });

  it('creates the row when the business has none', async () => {
    const o = await createOwner(t);
    await t.database.db.delete(receiptSettings).where(eq(receiptSettings.businessId, o.businessId));
    const empty = await call<ReceiptSettings>(t.app, 'GET', `/api/Settings/GetReceiptSettings/${o.businessId}`, { token: o.token });
    expect(empty.body.result).toMatchObject({ id: 0, showPhone: true });
    const res = await call<ReceiptSettings>(t.app, 'POST', SAVE, { token: o.token, body: { businessId: o.businessId, message: 'Asante' } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ businessId: o.businessId, tenantId: o.tenantId, message: 'Asante' });
    expect(res.body.result!.id).toBeGreaterThan(0);
  });

  it('answers 404 when the id is not this business’s row', async () => {
    const theirs = await receiptRow(stranger.businessId);
    const res = await call(t.app, 'POST', SAVE, { token: owner.token, body: { id: theirs.id, businessId: owner.businessId, message: 'hijack' } });
    expect(res.status).toBe(404);
    expect((await receiptRow(stranger.businessId)).message).toBe(theirs.message);
    expect((await receiptRow(owner.businessId)).message).not.toBe('hijack');
  });

  it('stores a PNG_1X1 logo, returns and serves it; a non-image or an oversized file changes nothing', async () => {
    const ok = await call<ReceiptSettings>(t.app, 'POST', SAVE, {
      token: owner.token,
      ...(await multipart({ businessId: owner.businessId, showPhone: false, showEmail: false, message: 'Karibu tena!' }, { data: PNG_1X1 })),
    });
    expect(ok.status, ok.body.errordesc).toBe(200);
    const logoUrl = ok.body.result!.logoUrl!;
    expect(logoUrl).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(200);

    const before = await receiptRow(owner.businessId);
    const text = await call(t.app, 'POST', SAVE, {
      token: owner.token,
      ...(await multipart({ businessId: owner.businessId, message: 'changed' }, { data: Buffer.from('plain text'), filename: 'logo.png' })),
    });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'VALIDATION', field: 'logo' });
    const big = await call(t.app, 'POST', SAVE, {
      token: owner.token,
      ...(await multipart({ businessId: owner.businessId, message: 'changed' }, { data: Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]) })),
    });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('FILE_TOO_LARGE');
    expect(await receiptRow(owner.businessId)).toEqual(before);

    const keep = await call<ReceiptSettings>(t.app, 'POST', SAVE, {
      token: owner.token,
      ...(await multipart({ businessId: owner.businessId, message: 'Logo stays' })),
    });
    expect(keep.body.result).toMatchObject({ logoUrl, message: 'Logo stays' });
  });

  it('needs the settings role, names bad fields, and refuses another tenant’s business', async () => {
    const plain = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const denied = await call(t.app, 'POST', SAVE, { token: plain.token, body: { businessId: owner.businessId } });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    const wrongType = await call(t.app, 'POST', SAVE, { token: owner.token, body: { businessId: owner.businessId, showPhone: 'no' } });
    expect(wrongType.body).toMatchObject({ code: 'VALIDATION', field: 'showPhone' });
    const missing = await call(t.app, 'POST', SAVE, { token: owner.token, body: { showPhone: false } });
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'businessId', errordesc: 'businessId is required' });
    const malformed = await call(t.app, 'POST', SAVE, { token: owner.token, body: '{"businessId": 1', headers: { 'content-type': 'application/json' } });
    expect(malformed.body).toMatchObject({ code: 'VALIDATION', field: 'body' });
    const foreign = await call(t.app, 'POST', SAVE, { token: owner.token, body: { businessId: stranger.businessId } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('E3 SaveCashRegisterSettings', () => {
  it('saves the register settings, which E2 then returns', async () => {
    const body = {
      businessId: owner.businessId,
      requireOpenSession: true,
      allowNegativeInventory: true,
      mobileMoneyEnabled: false,
      mtnMomoEnabled: true,
      airtelMoneyEnabled: false,
    };
    const res = await call<CashRegisterSettings>(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', { token: owner.token, body });
    expect(res.status).toBe(200);
    expect(saveCashRegisterSettings.result.parse(res.body.result)).toEqual(body);
    const read = await call<{ cashRegisterSettings: CashRegisterSettings }>(t.app, 'GET', `/api/Settings/GetReceiptSettings/${owner.businessId}`, {
      token: owner.token,
    });
    expect(read.body.result!.cashRegisterSettings).toEqual(body);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'cash-register-settings'), eq(auditLog.businessId, owner.businessId))),
    ).toHaveLength(1);
  });

  it('needs the settings role (a member with it may save) and refuses another tenant’s business', async () => {
    const plain = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const denied = await call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', {
      token: plain.token,
      body: { businessId: owner.businessId, allowNegativeInventory: false },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    const keeper = await createMember(t, owner, { roleTypes: 'User', roles: ['settings'] });
    const allowed = await call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', {
      token: keeper.token,
      body: { businessId: owner.businessId, mobileMoneyEnabled: true },
    });
    expect(allowed.status).toBe(200);
    const foreign = await call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', {
      token: owner.token,
      body: { businessId: stranger.businessId, allowNegativeInventory: true },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
    const [theirs] = await t.database.db.select().from(cashRegisterSettings).where(eq(cashRegisterSettings.businessId, stranger.businessId));
    expect(theirs!.allowNegativeInventory).toBe(false);
    const wrongType = await call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', {
      token: owner.token,
      body: { businessId: owner.businessId, requireOpenSession: 1 },
    });
    expect(wrongType.body).toMatchObject({ code: 'VALIDATION', field: 'requireOpenSession' });
  });
});
