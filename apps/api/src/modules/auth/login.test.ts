import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createMember, createOwner, TEST_PASSWORD } from '../../../test/fixtures';
import { createInvitedUser, latestCodeRow, nextPhone, post, postRaw, readCode, registration } from '../../../test/auth-flow';
import { businesses, oneTimeCodes, refreshTokens, users } from '../../db/schema';
import { verifyAccessToken } from '../../lib/access-token';
import { createBusinessWithDefaults } from '../business/create-business-with-defaults';
import { sha256Hex } from './refresh-tokens';

const t = useTestApp();
const LOGIN = '/api/Auth/Login';
type LoginBody = { token?: string; refreshToken?: string; businessId?: number; otpRequired?: boolean; userId?: number; code?: string };
const loginBody = (phone: string, overrides: Record<string, unknown> = {}) => ({
  countryCode: 'KE',
  username: phone,
  password: TEST_PASSWORD,
  platform: 'Web',
  trustThisDevice: true,
  ...overrides,
});

describe('A2 Login', () => {
  it('gives tokens at once to a trusted device with a verified phone, in the first linked business', async () => {
    const owner = await createOwner(t);
    // A second, later business must not become the session's business.
    await t.database.db.transaction((tx) =>
      createBusinessWithDefaults(tx, { tenantId: owner.tenantId, ownerUserId: owner.userId, country: 'KE', organizationName: 'Branch 2' }),
    );
    const res = await post<LoginBody>(t, LOGIN, loginBody(`0${owner.phone.slice(4)}`));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const result = res.body.result!;
    expect(result.businessId).toBe(owner.businessId);
    expect(result.otpRequired).toBeUndefined();
    const claims = await verifyAccessToken(result.token!, t.config.JWT_SECRET);
    expect(claims).toMatchObject({ userid: owner.userId, businessId: owner.businessId, tenantId: owner.tenantId });
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(12 * 3600 - 60);
    expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(12 * 3600);
    const [stored] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(result.refreshToken!)));
    expect(stored).toMatchObject({ userId: owner.userId, businessId: owner.businessId, usedAt: null, revokedAt: null });
    expect(result.refreshToken).not.toBe(stored!.tokenHash);
  });

  it('skips a deleted business when choosing the session business', async () => {
    const owner = await createOwner(t);
    const second = await t.database.db.transaction((tx) =>
      createBusinessWithDefaults(tx, { tenantId: owner.tenantId, ownerUserId: owner.userId, country: 'KE', organizationName: 'Branch 2' }),
    );
    await t.database.db.update(businesses).set({ deletedAt: new Date() }).where(eq(businesses.id, owner.businessId));
    const res = await post<LoginBody>(t, LOGIN, loginBody(owner.phone));
    expect(res.body.result!.businessId).toBe(second.id);
  });

  it('sends a login code when the device is not trusted, and A10 finishes with it', async () => {
    const owner = await createOwner(t);
    const res = await post<LoginBody>(t, LOGIN, loginBody(owner.phone, { trustThisDevice: false }));
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ otpRequired: true, userId: owner.userId, code: owner.phone.slice(1) });
    expect((await latestCodeRow(t, owner.userId)).purpose).toBe('login');
    const otp = await readCode(t, owner.phone);
    const done = await post<LoginBody>(t, '/api/Auth/ValidateLoginOtp', { userId: owner.userId, otp });
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String), businessId: owner.businessId });
  });

  it('sends a sign-up code to an unverified phone even on a trusted device; A10 accepts it and verifies the phone', async () => {
    const body = registration();
    const phone = body.phoneNumber as string;
    const registered = await post<{ userId: number }>(t, '/api/Auth/Register', body);
    const userId = registered.body.result!.userId;
    const res = await post<LoginBody>(t, LOGIN, loginBody(phone));
    expect(res.body.result).toEqual({ otpRequired: true, userId, code: phone.slice(1) });
    const codes = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'signup')));
    expect(codes).toHaveLength(2);
    expect(codes.filter((c) => c.consumedAt === null)).toHaveLength(1);
    const otp = await readCode(t, phone);
    const done = await post<LoginBody>(t, '/api/Auth/ValidateLoginOtp', { userId, otp });
    expect(done.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.phoneVerified).toBe(true);
    const again = await post<LoginBody>(t, LOGIN, loginBody(phone));
    expect(again.body.result!.token).toEqual(expect.any(String));
  });

  it('answers a wrong password and an unknown phone alike: 400 INVALID_CREDENTIALS, never 401', async () => {
    const owner = await createOwner(t);
    for (const body of [loginBody(owner.phone, { password: 'wrong-password' }), loginBody(nextPhone('KE'))]) {
      const res = await post(t, LOGIN, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'INVALID_CREDENTIALS', errordesc: 'The phone number or password is wrong' });
    }
  });

  it('treats an invited user without a password as wrong credentials', async () => {
    const owner = await createOwner(t);
    const invited = await createInvitedUser(t, owner);
    for (const password of [TEST_PASSWORD, 'anything']) {
      const res = await post(t, LOGIN, loginBody(invited.phone, { password }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('refuses a disabled or deleted user with 403 ACCOUNT_DISABLED, but only once the password is right', async () => {
    const owner = await createOwner(t);
    const disabled = await createMember(t, owner, { isEnabled: false });
    const res = await post(t, LOGIN, loginBody(disabled.phone));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 'ACCOUNT_DISABLED' });
    expect((await post(t, LOGIN, loginBody(disabled.phone, { password: 'wrong-password' }))).body.code).toBe('INVALID_CREDENTIALS');

    const deleted = await createMember(t, owner);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.userId));
    const gone = await post(t, LOGIN, loginBody(deleted.phone, { trustThisDevice: false }));
    expect(gone.status).toBe(403);
    expect(gone.body.code).toBe('ACCOUNT_DISABLED');
  });

  it('names the field on validation failures', async () => {
    const owner = await createOwner(t);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [loginBody(owner.phone, { username: undefined }), 'username', /^username is required$/],
      [loginBody(owner.phone, { username: 254712345678 }), 'username', /^username/],
      [loginBody('0201234567'), 'username', /^username must be a mobile number$/],
      [loginBody('+256772123456'), 'username', /^username looks like a Ugandan number/],
      [loginBody(owner.phone, { countryCode: 'XX' }), 'countryCode', /^countryCode/],
      [loginBody(owner.phone, { password: undefined }), 'password', /^password is required$/],
      [loginBody(owner.phone, { trustThisDevice: 'yes' }), 'trustThisDevice', /^trustThisDevice/],
      [loginBody(owner.phone, { platform: 'Android' }), 'platform', /^platform/],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(t, LOGIN, body);
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({ code: 'VALIDATION', field });
      expect(res.body.errordesc, field).toMatch(message);
    }
    const malformed = await postRaw(t, LOGIN, '{"username": ');
    expect(malformed.body).toMatchObject({ code: 'VALIDATION', field: 'body' });
  });

  it('allows 10 tries a minute per phone, then 429 with Retry-After, even with the right password', async () => {
    const owner = await createOwner(t);
    for (let i = 0; i < 10; i++) expect((await post(t, LOGIN, loginBody(owner.phone, { password: 'wrong-password' }))).status).toBe(400);
    const limited = await post(t, LOGIN, loginBody(owner.phone));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('allows 10 tries a minute per IP across phones', async () => {
    const owner = await createOwner(t);
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 10; i++) expect((await post(t, LOGIN, loginBody(nextPhone('KE')), ip)).status).toBe(400);
    const limited = await post(t, LOGIN, loginBody(owner.phone), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post(t, LOGIN, loginBody(owner.phone))).status).toBe(200);
  });

  it('sends at most 3 codes per phone in 10 minutes, then 429 with Retry-After', async () => {
    const owner = await createOwner(t);
    for (let i = 0; i < 3; i++) expect((await post(t, LOGIN, loginBody(owner.phone, { trustThisDevice: false }))).status).toBe(200);
    const limited = await post(t, LOGIN, loginBody(owner.phone, { trustThisDevice: false }));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const codes = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, owner.userId));
    expect(codes).toHaveLength(3);
    // A trusted sign-in needs no code, so it is not held back.
    expect((await post(t, LOGIN, loginBody(owner.phone))).status).toBe(200);
  });
});
