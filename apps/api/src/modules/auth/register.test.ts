import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { nextPhone, post, postRaw, readCode, registration } from '../../../test/auth-flow';
import { auditLog, businesses, businessUsers, currencies, oneTimeCodes, plans, smsMessages, tenants, users } from '../../db/schema';

const t = useTestApp();
const URL = '/api/Auth/Register';

async function rowCounts() {
  const db = t.database.db;
  const one = async (table: typeof tenants | typeof users | typeof businesses | typeof oneTimeCodes | typeof smsMessages) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    tenants: await one(tenants),
    users: await one(users),
    businesses: await one(businesses),
    codes: await one(oneTimeCodes),
    sms: await one(smsMessages),
  };
}

describe('A3 Register', () => {
  it('creates the tenant on a trial of the default plan, the Owner, the business with defaults, and sends a code', async () => {
    const body = registration({ phoneNumber: '0712 000 101' });
    const res = await post<{ userId: number; code: string }>(t, URL, body);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ userId: expect.any(Number), code: '254712000101' });
    const db = t.database.db;
    const userId = res.body.result!.userId;

    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      name: 'Amina Otieno',
      email: 'amina@example.com',
      countryCode: 'KE',
      phoneNumber: '+254712000101',
      phoneVerified: false,
      isEnabled: true,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, user!.tenantId));
    const [defaultPlan] = await db.select().from(plans).where(eq(plans.isDefault, true));
    expect(tenant).toMatchObject({ name: 'Amina Duka', planId: defaultPlan!.id, businessStatus: 'Trial' });
    const trialDays = (tenant!.planExpiresOn!.getTime() - tenant!.planStartedOn.getTime()) / 86_400_000;
    expect(trialDays).toBeCloseTo(30, 5);

    const [link] = await db.select().from(businessUsers).where(eq(businessUsers.userId, userId));
    expect(link).toMatchObject({ roleTypes: 'Owner', tenantId: tenant!.id });
    const [business] = await db.select().from(businesses).where(eq(businesses.id, link!.businessId));
    expect(business).toMatchObject({ organizationName: 'Amina Duka', country: 'KE', primaryPhone: '+254712000101' });
    const [currency] = await db.select().from(currencies).where(eq(currencies.businessId, business!.id));
    expect(currency).toMatchObject({ currencyName: 'KES', rate: 1, isDefault: true });

    const codes = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ purpose: 'signup', phoneNumber: '+254712000101', attempts: 0, consumedAt: null });
    const code = await readCode(t, '+254712000101');
    expect(code).toMatch(/^\d{6}$/);
    // Only a keyed hash is stored, never the code.
    expect(codes[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(codes[0]!.codeHash).not.toContain(code);
    const [sms] = await db.select().from(smsMessages).where(eq(smsMessages.toPhone, '+254712000101'));
    expect(sms).toMatchObject({ status: 'Queued', message: `Your Dukani code is ${code}. It expires in 5 minutes. Do not share it.` });

    const audits = await db.select().from(auditLog).where(eq(auditLog.tenantId, tenant!.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['register', 'create']));
    expect(JSON.stringify(audits)).not.toContain(code);
  });

  it('gives a Ugandan sign-up the Ugandan currency', async () => {
    const phone = nextPhone('UG');
    const res = await post<{ userId: number; code: string }>(t, URL, registration({ phoneNumber: `0${phone.slice(4)}`, countryCode: 'UG', email: null }));
    expect(res.status).toBe(200);
    expect(res.body.result!.code).toBe(phone.slice(1));
    const [link] = await t.database.db.select().from(businessUsers).where(eq(businessUsers.userId, res.body.result!.userId));
    const [currency] = await t.database.db.select().from(currencies).where(eq(currencies.businessId, link!.businessId));
    expect(currency!.currencyName).toBe('UGX');
  });

  it('answers 409 DUPLICATE on phoneNumber for a known phone, however it is written, and writes nothing', async () => {
    const body = registration();
    expect((await post(t, URL, body)).status).toBe(200);
    const before = await rowCounts();
    const phone = body.phoneNumber as string;
    for (const phoneNumber of [phone, `0${phone.slice(4)}`]) {
      const again = await post(t, URL, registration({ phoneNumber, businessName: 'Another Shop' }));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, code: 'DUPLICATE', field: 'phoneNumber' });
      expect(again.body.errordesc).toMatch(/^phoneNumber/);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('rolls everything back when a step after the first inserts fails', async () => {
    const before = await rowCounts();
    // The SMS queue breaks after tenant, user and business were inserted: a trigger of this file's own database.
    const db = t.database.db;
    await db.execute(sql`create function sms_queue_down() returns trigger language plpgsql as $$ begin raise exception 'sms queue is down'; end $$`);
    await db.execute(sql`create trigger sms_queue_down before insert on sms_messages for each row execute function sms_queue_down()`);
    const body = registration();
    const res = await post(t, URL, body);
    await db.execute(sql`drop trigger sms_queue_down on sms_messages`);
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(await rowCounts()).toEqual(before);
    // Nothing half-made blocks a retry.
    expect((await post(t, URL, body)).status).toBe(200);
  });

  it('names the field on every validation failure', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [registration({ firstName: undefined }), 'firstName', /^firstName is required$/],
      [registration({ lastName: '   ' }), 'lastName', /^lastName/],
      [registration({ businessName: 42 }), 'businessName', /^businessName/],
      [registration({ phoneNumber: undefined }), 'phoneNumber', /^phoneNumber is required$/],
      [registration({ phoneNumber: 712345678 }), 'phoneNumber', /^phoneNumber/],
      [registration({ phoneNumber: '0201234567' }), 'phoneNumber', /^phoneNumber must be a mobile number$/],
      [registration({ phoneNumber: '+256772123456' }), 'phoneNumber', /^phoneNumber looks like a Ugandan number/],
      [registration({ phoneNumber: '12' }), 'phoneNumber', /^phoneNumber is not a valid mobile number/],
      [registration({ countryCode: 'TZ' }), 'countryCode', /^countryCode/],
      [registration({ countryCode: undefined }), 'countryCode', /^countryCode/],
      [registration({ email: 'not-an-email' }), 'email', /^email/],
      [registration({ password: '123' }), 'password', /^password/],
      [registration({ password: 'x'.repeat(65) }), 'password', /^password/],
    ];
    const before = await rowCounts();
    for (const [body, field, message] of cases) {
      const res = await post(t, URL, body);
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({ success: false, code: 'VALIDATION', field });
      expect(res.body.errordesc, field).toMatch(message);
    }
    const malformed = await postRaw(t, URL, '{"firstName": "Amina",');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION', field: 'body' });
    expect(await rowCounts()).toEqual(before);
  });
});
