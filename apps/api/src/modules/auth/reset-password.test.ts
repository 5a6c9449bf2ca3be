import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createOwner, TEST_PASSWORD, type Owner } from '../../../test/fixtures';
import { expireCodes, latestCodeRow, nextPhone, post, readCode } from '../../../test/auth-flow';
import { oneTimeCodes } from '../../db/schema';

const t = useTestApp();
const A5 = '/api/Auth/ResetPassword';
const A9 = (code: string) => `/api/Auth/ValidateOtp/${code}`;
const A7 = '/api/Auth/RecoverPassword';
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
const signIn = (phone: string, password: string) =>
  post<{ token: string; refreshToken: string }>(t, '/api/Auth/Login', { countryCode: 'KE', username: phone, password, trustThisDevice: true });

async function requestReset(owner: Owner): Promise<{ code: string; otp: string }> {
  const res = await post<{ code: string }>(t, A5, { phonenumber: `0${owner.phone.slice(4)}`, countrycode: 'KE' });
  expect(res.status).toBe(200);
  return { code: res.body.result!.code, otp: await readCode(t, owner.phone) };
}

describe('A5 ResetPassword', () => {
  it('sends a reset code and returns the combined code', async () => {
    const owner = await createOwner(t);
    const { code } = await requestReset(owner);
    expect(code).toBe(owner.phone.slice(1));
    expect(await latestCodeRow(t, owner.userId)).toMatchObject({ purpose: 'reset', phoneNumber: owner.phone });
  });

  it('answers 404 for a phone with no account, and 400 on phonenumber for a bad one', async () => {
    const unknown = await post(t, A5, { phonenumber: nextPhone('KE'), countrycode: 'KE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const landline = await post(t, A5, { phonenumber: '0201234567', countrycode: 'KE' });
    expect(landline.body).toMatchObject({ code: 'VALIDATION', field: 'phonenumber', errordesc: 'phonenumber must be a mobile number' });
    const ugandan = await post(t, A5, { phonenumber: '256772123456', countrycode: 'KE' });
    expect(ugandan.body).toMatchObject({ code: 'VALIDATION', field: 'phonenumber' });
    const country = await post(t, A5, { phonenumber: '0712345678', countrycode: 'KEN' });
    expect(country.body).toMatchObject({ code: 'VALIDATION', field: 'countrycode' });
    const missing = await post(t, A5, { countrycode: 'KE' });
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'phonenumber', errordesc: 'phonenumber is required' });
  });

  it('sends at most 3 codes per phone in 10 minutes (429 with Retry-After)', async () => {
    const owner = await createOwner(t);
    for (let i = 0; i < 3; i++) expect((await post(t, A5, { phonenumber: owner.phone, countrycode: 'KE' })).status).toBe(200);
    const limited = await post(t, A5, { phonenumber: owner.phone, countrycode: 'KE' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('A9 ValidateOtp and A7 RecoverPassword', () => {
  it('resets the password: A9 gives the userId and a reset token, A7 sets the password once and ends every session', async () => {
    const owner = await createOwner(t);
    const session = await signIn(owner.phone, TEST_PASSWORD);
    const { code, otp } = await requestReset(owner);

    const checked = await post<{ userId: number; resetToken: string }>(t, A9(code), { otp });
    expect(checked.status).toBe(200);
    expect(checked.body.result!.userId).toBe(owner.userId);
    const resetToken = checked.body.result!.resetToken;
    // 32 random bytes: at least the 128 bits API.md asks for.
    expect(Buffer.from(resetToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await latestCodeRow(t, owner.userId)).verifiedAt).not.toBeNull();

    const recovered = await post(t, A7, { userId: owner.userId, newpin: 'new-secret-9', resetToken });
    expect(recovered.status).toBe(200);
    expect(recovered.body).toEqual({ success: true, result: null });

    expect((await signIn(owner.phone, TEST_PASSWORD)).body.code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(owner.phone, 'new-secret-9')).status).toBe(200);
    const refreshed = await post(t, '/api/Auth/RefreshToken', { refreshToken: session.body.result!.refreshToken });
    expect(refreshed.status).toBe(401);
    const oldAccess = await t.app.inject({
      method: 'GET',
      url: '/api/Business/GetBusinesses',
      headers: { authorization: `Bearer ${session.body.result!.token}` },
    });
    expect(oldAccess.statusCode).toBe(401);

    const twice = await post(t, A7, { userId: owner.userId, newpin: 'another-1', resetToken });
    expect(twice.status).toBe(403);
    expect(twice.body).toMatchObject({ success: false, code: 'OTP_NOT_VERIFIED' });
    expect((await post(t, A9(code), { otp })).body.code).toBe('INVALID_OTP');
  });

  it('refuses A7 to anyone without the reset token, even right after the owner passed A9', async () => {
    const owner = await createOwner(t);
    const { code, otp } = await requestReset(owner);
    const checked = await post<{ userId: number; resetToken: string }>(t, A9(code), { otp });
    expect(checked.status).toBe(200);
    // The attacker knows the (sequential) userId but not the token the owner's device received.
    const token = checked.body.result!.resetToken;
    // One character off: the last one changed, never to itself (a token ending in 'A' made this pass 1 time in 64).
    const nearMiss = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const resetToken of [undefined, '', 'guess', nearMiss]) {
      const takeover = await post(t, A7, { userId: owner.userId, newpin: 'attacker-1', ...(resetToken === undefined ? {} : { resetToken }) });
      expect(takeover.status, String(resetToken)).toBe(403);
      expect(takeover.body.code).toBe('OTP_NOT_VERIFIED');
    }
    expect((await signIn(owner.phone, TEST_PASSWORD)).status).toBe(200);
    expect((await post(t, A7, { userId: owner.userId, newpin: 'owners-new-1', resetToken: checked.body.result!.resetToken })).status).toBe(200);
  });

  it('refuses A7 without a checked code, or more than 10 minutes after it', async () => {
    const owner = await createOwner(t);
    const early = await post(t, A7, { userId: owner.userId, newpin: 'new-secret-9' });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('OTP_NOT_VERIFIED');

    const { code, otp } = await requestReset(owner);
    const notYet = await post(t, A7, { userId: owner.userId, newpin: 'new-secret-9' });
    expect(notYet.body.code).toBe('OTP_NOT_VERIFIED');
    const checked = await post<{ resetToken: string }>(t, A9(code), { otp });
    expect(checked.status).toBe(200);
    await t.database.db
      .update(oneTimeCodes)
      .set({ verifiedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(oneTimeCodes.userId, owner.userId));
    const late = await post(t, A7, { userId: owner.userId, newpin: 'new-secret-9', resetToken: checked.body.result!.resetToken });
    expect(late.status).toBe(403);
    expect(late.body.code).toBe('OTP_NOT_VERIFIED');
    expect((await signIn(owner.phone, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong, expired or exhausted reset code with INVALID_OTP on otp', async () => {
    const owner = await createOwner(t);
    const { code, otp } = await requestReset(owner);
    const bad = await post(t, A9(code), { otp: wrong(otp) });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_OTP', field: 'otp', errordesc: 'The code is wrong; 4 tries left' });
    for (let i = 0; i < 4; i++) await post(t, A9(code), { otp: wrong(otp) });
    expect((await post(t, A9(code), { otp })).body.errordesc).toBe('The code has expired or was used; request a new one');

    const again = await requestReset(owner);
    await expireCodes(t, owner.userId);
    const expired = await post(t, A9(again.code), { otp: again.otp });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'INVALID_OTP', field: 'otp' });
    expect((await post(t, A7, { userId: owner.userId, newpin: 'new-secret-9' })).status).toBe(403);
  });

  it('does not accept a login code as a reset code', async () => {
    const owner = await createOwner(t);
    await post(t, '/api/Auth/Login', { countryCode: 'KE', username: owner.phone, password: TEST_PASSWORD, trustThisDevice: false });
    const loginOtp = await readCode(t, owner.phone);
    const res = await post(t, A9(owner.phone.slice(1)), { otp: loginOtp });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_OTP');
  });

  it('answers 404 for an unknown combined code', async () => {
    for (const code of [nextPhone('KE').slice(1), 'not-a-code', '12']) {
      const res = await post(t, A9(code), { otp: '123456' });
      expect(res.status, code).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('names the field on validation failures', async () => {
    const owner = await createOwner(t);
    const noOtp = await post(t, A9(owner.phone.slice(1)), {});
    expect(noOtp.body).toMatchObject({ code: 'VALIDATION', field: 'otp', errordesc: 'otp is required' });
    const shortPin = await post(t, A7, { userId: owner.userId, newpin: '12' });
    expect(shortPin.body).toMatchObject({ code: 'VALIDATION', field: 'newpin' });
    expect(shortPin.body.errordesc).toMatch(/^newpin/);
    const noUser = await post(t, A7, { newpin: 'secret-99' });
    expect(noUser.body).toMatchObject({ code: 'VALIDATION', field: 'userId', errordesc: 'userId is required' });
  });
});
