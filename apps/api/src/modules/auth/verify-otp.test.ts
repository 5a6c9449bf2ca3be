import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/helper';
import { expireCodes, latestCodeRow, post, postRaw, readCode, registration } from '../../../test/auth-flow';
import { users } from '../../db/schema';

const t = useTestApp();
const VERIFY = '/api/Auth/VerifyOtp';

async function signUp() {
  const body = registration();
  const res = await post<{ userId: number }>(t, '/api/Auth/Register', body);
  expect(res.status).toBe(200);
  const phone = body.phoneNumber as string;
  return { userId: res.body.result!.userId, phone, otp: await readCode(t, phone) };
}

/** A code that is certainly not the right one. */
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
const phoneVerified = async (userId: number) => (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.phoneVerified;

describe('A6 VerifyOtp', () => {
  it('confirms the phone with the sign-up code and spends the code', async () => {
    const { userId, otp } = await signUp();
    const res = await post<{ verified: true; token: string; refreshToken: string; businessId: number }>(t, VERIFY, { otp, userId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, result: { verified: true } });
    expect(await phoneVerified(userId)).toBe(true);
    expect((await latestCodeRow(t, userId)).consumedAt).not.toBeNull();

    const reused = await post(t, VERIFY, { otp, userId });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'INVALID_OTP', field: 'otp', errordesc: 'The code has expired or was used; request a new one' });
  });

  // Issue 36: one code, then straight into the shop. The answer is a session in the new business, not a second sign-in.
  it('answers with a session in the new business that the other routes accept and A11 renews', async () => {
    const { userId, otp } = await signUp();
    const res = await post<{ verified: true; token: string; refreshToken: string; businessId: number }>(t, VERIFY, { otp, userId });
    const session = res.body.result!;
    expect(session.businessId).toBeGreaterThan(0);
    const claims = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()) as { userid: number; businessId: number };
    expect(claims).toMatchObject({ userid: userId, businessId: session.businessId });
    const businesses = await call<{ businessId: number; roleTypes: string }[]>(t.app, 'GET', '/api/Business/GetBusinesses', { token: session.token });
    expect(businesses.status).toBe(200);
    expect(businesses.body.result).toEqual([expect.objectContaining({ businessId: session.businessId, roleTypes: 'Owner' })]);
    const renewed = await post<{ token: string }>(t, '/api/Auth/RefreshToken', { refreshToken: session.refreshToken });
    expect(renewed.status).toBe(200);
    // The device proved the phone: the next sign-in there may be trusted and needs no code.
    const login = await post<{ token?: string; otpRequired?: boolean }>(t, '/api/Auth/Login', {
      countryCode: 'KE',
      username: (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.phoneNumber,
      password: 'secret123',
      trustThisDevice: true,
    });
    expect(login.body.result?.otpRequired).toBeUndefined();
    expect(login.body.result?.token).toBeTruthy();
  });

  it('gives a disabled account no session and leaves its code unspent', async () => {
    const { userId, otp } = await signUp();
    await t.database.db.update(users).set({ isEnabled: false }).where(eq(users.id, userId));
    const res = await post(t, VERIFY, { otp, userId });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect(await phoneVerified(userId)).toBe(false);
    expect((await latestCodeRow(t, userId)).consumedAt).toBeNull();
  });

  it('holds code guessing to the sign-in limit of 10 a minute per address', async () => {
    const { userId, otp } = await signUp();
    const sameIp = { 'x-forwarded-for': '10.250.250.250' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(t, VERIFY, { otp: wrong(otp), userId: userId + 1_000 + i }, sameIp)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a wrong code with INVALID_OTP on otp and counts the try', async () => {
    const { userId, otp } = await signUp();
    const res = await post(t, VERIFY, { otp: wrong(otp), userId });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'INVALID_OTP', field: 'otp', errordesc: 'The code is wrong; 4 tries left' });
    expect((await latestCodeRow(t, userId)).attempts).toBe(1);
    expect(await phoneVerified(userId)).toBe(false);
    expect((await post(t, VERIFY, { otp, userId })).status).toBe(200);
  });

  it('refuses an expired code even when it is right', async () => {
    const { userId, otp } = await signUp();
    await expireCodes(t, userId);
    const res = await post(t, VERIFY, { otp, userId });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_OTP', field: 'otp', errordesc: 'The code has expired or was used; request a new one' });
    expect(await phoneVerified(userId)).toBe(false);
  });

  it('voids the code on the fifth wrong try, so the sixth try fails even with the right code', async () => {
    const { userId, otp } = await signUp();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await post(t, VERIFY, { otp: wrong(otp), userId })).body.errordesc!);
    expect(answers).toEqual([
      'The code is wrong; 4 tries left',
      'The code is wrong; 3 tries left',
      'The code is wrong; 2 tries left',
      'The code is wrong; 1 try left',
      'The code is wrong and can no longer be used; request a new one',
    ]);
    const row = await latestCodeRow(t, userId);
    expect(row.attempts).toBe(5);
    expect(row.consumedAt).not.toBeNull();
    const sixth = await post(t, VERIFY, { otp, userId });
    expect(sixth.status).toBe(400);
    expect(sixth.body).toMatchObject({ code: 'INVALID_OTP', errordesc: 'The code has expired or was used; request a new one' });
    expect((await latestCodeRow(t, userId)).attempts).toBe(5);
  });

  it('accepts only a sign-up code: a login code does not verify here', async () => {
    const { userId, phone, otp } = await signUp();
    expect((await post(t, VERIFY, { otp, userId })).status).toBe(200);
    await post(t, '/api/Auth/Login', { countryCode: 'KE', username: phone, password: 'secret123', trustThisDevice: false });
    const loginOtp = await readCode(t, phone);
    const res = await post(t, VERIFY, { otp: loginOtp, userId });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_OTP');
  });

  it('answers an unknown user like an expired code', async () => {
    const res = await post(t, VERIFY, { otp: '123456', userId: 999_999 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_OTP', field: 'otp' });
  });

  it('names the field on validation failures', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ userId: 1 }, 'otp', /^otp is required$/],
      [{ otp: '12345', userId: 1 }, 'otp', /^otp: must be the 6-digit code$/],
      [{ otp: 123456, userId: 1 }, 'otp', /^otp/],
      [{ otp: '123456' }, 'userId', /^userId is required$/],
      [{ otp: '123456', userId: '7' }, 'userId', /^userId/],
      [{ otp: '123456', userId: -3 }, 'userId', /^userId/],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(t, VERIFY, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field });
      expect(res.body.errordesc).toMatch(message);
    }
    expect((await postRaw(t, VERIFY, 'otp=123456')).body).toMatchObject({ code: 'VALIDATION', field: 'body' });
  });
});
