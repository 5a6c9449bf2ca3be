import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createOwner, TEST_PASSWORD, type Owner } from '../../../test/fixtures';
import { expireCodes, latestCodeRow, post, readCode } from '../../../test/auth-flow';
import { auditLog, oneTimeCodes, users } from '../../db/schema';
import { verifyAccessToken } from '../../lib/access-token';

const t = useTestApp();
const A10 = '/api/Auth/ValidateLoginOtp';
type Tokens = { token: string; refreshToken: string; businessId: number };

async function startLogin(owner: Owner): Promise<string> {
  const res = await post(t, '/api/Auth/Login', { countryCode: 'KE', username: owner.phone, password: TEST_PASSWORD, trustThisDevice: false });
  expect(res.status).toBe(200);
  return readCode(t, owner.phone);
}
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('A10 ValidateLoginOtp', () => {
  it('finishes the sign-in with tokens for the first business and writes an audit row', async () => {
    const owner = await createOwner(t);
    const otp = await startLogin(owner);
    const res = await post<Tokens>(t, A10, { userId: owner.userId, otp });
    expect(res.status).toBe(200);
    expect(res.body.result!.businessId).toBe(owner.businessId);
    expect(await verifyAccessToken(res.body.result!.token, t.config.JWT_SECRET)).toMatchObject({ userid: owner.userId, tenantId: owner.tenantId });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, owner.userId));
    expect(audits.map((a) => a.action)).toContain('sign-in');
  });

  it('refuses a used code, a wrong code and an expired code with INVALID_OTP on otp', async () => {
    const owner = await createOwner(t);
    const otp = await startLogin(owner);
    expect((await post(t, A10, { userId: owner.userId, otp })).status).toBe(200);
    const used = await post(t, A10, { userId: owner.userId, otp });
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ code: 'INVALID_OTP', field: 'otp' });

    const next = await startLogin(owner);
    const wrongTry = await post(t, A10, { userId: owner.userId, otp: wrong(next) });
    expect(wrongTry.body).toMatchObject({ code: 'INVALID_OTP', field: 'otp', errordesc: 'The code is wrong; 4 tries left' });
    await expireCodes(t, owner.userId);
    const expired = await post(t, A10, { userId: owner.userId, otp: next });
    expect(expired.body).toMatchObject({ code: 'INVALID_OTP', errordesc: 'The code has expired or was used; request a new one' });
  });

  it('refuses a sixth try after five wrong ones, even with the right code', async () => {
    const owner = await createOwner(t);
    const otp = await startLogin(owner);
    for (let i = 0; i < 5; i++) expect((await post(t, A10, { userId: owner.userId, otp: wrong(otp) })).body.code).toBe('INVALID_OTP');
    const sixth = await post(t, A10, { userId: owner.userId, otp });
    expect(sixth.status).toBe(400);
    expect(sixth.body.errordesc).toBe('The code has expired or was used; request a new one');
    expect((await latestCodeRow(t, owner.userId)).attempts).toBe(5);
  });

  it('only the newest code counts: a new code voids the one before', async () => {
    const owner = await createOwner(t);
    const first = await startLogin(owner);
    const second = await startLogin(owner);
    const rows = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, owner.userId)).orderBy(asc(oneTimeCodes.id));
    expect(rows.map((r) => r.consumedAt === null)).toEqual([false, true]);
    if (first !== second) expect((await post(t, A10, { userId: owner.userId, otp: first })).body.code).toBe('INVALID_OTP');
    expect((await post(t, A10, { userId: owner.userId, otp: second })).status).toBe(200);
  });

  it('answers a disabled user with 403 ACCOUNT_DISABLED', async () => {
    const owner = await createOwner(t);
    const otp = await startLogin(owner);
    await t.database.db.update(users).set({ isEnabled: false }).where(eq(users.id, owner.userId));
    const res = await post(t, A10, { userId: owner.userId, otp });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 'ACCOUNT_DISABLED' });
  });

  it('answers an unknown user with INVALID_OTP', async () => {
    const res = await post(t, A10, { userId: 987_654, otp: '000000' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_OTP');
  });

  it('allows 10 tries a minute per user, then 429 with Retry-After', async () => {
    const owner = await createOwner(t);
    const otp = await startLogin(owner);
    for (let i = 0; i < 10; i++) expect((await post(t, A10, { userId: owner.userId, otp: wrong(otp) })).status).toBe(400);
    const limited = await post(t, A10, { userId: owner.userId, otp });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('allows 10 tries a minute per IP across users', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.20' };
    for (let i = 0; i < 10; i++) expect((await post(t, A10, { userId: 500_000 + i, otp: '000000' }, ip)).status).toBe(400);
    const limited = await post(t, A10, { userId: 600_000, otp: '000000' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('names the field on validation failures', async () => {
    const missing = await post(t, A10, { otp: '123456' });
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'userId', errordesc: 'userId is required' });
    const badOtp = await post(t, A10, { userId: 1, otp: 'abcdef' });
    expect(badOtp.body).toMatchObject({ code: 'VALIDATION', field: 'otp' });
    expect(badOtp.body.errordesc).toMatch(/^otp/);
  });
});
