import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createOwner, TEST_PASSWORD } from '../../../test/fixtures';
import { latestCodeRow, nextPhone, post, readCode, registration } from '../../../test/auth-flow';

const t = useTestApp();
const A8 = (code: string) => `/api/Auth/ResendOtp/${code}`;
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('A8 ResendOtp', () => {
  it('sends a fresh sign-up code after A3; the earlier one stops working', async () => {
    const body = registration();
    const phone = body.phoneNumber as string;
    const registered = await post<{ userId: number; code: string }>(t, '/api/Auth/Register', body);
    const { userId, code } = registered.body.result!;
    const firstRow = await latestCodeRow(t, userId);
    const firstOtp = await readCode(t, phone);
    const res = await post<{ code: string }>(t, A8(code));
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ code });
    const newRow = await latestCodeRow(t, userId);
    expect(newRow.id).not.toBe(firstRow.id);
    expect(newRow.purpose).toBe('signup');
    const otp = await readCode(t, phone);
    if (firstOtp !== otp) expect((await post(t, '/api/Auth/VerifyOtp', { otp: firstOtp, userId })).body.code).toBe('INVALID_OTP');
    expect((await latestCodeRow(t, userId)).attempts).toBe(firstOtp !== otp ? 1 : 0);
    expect((await post(t, '/api/Auth/VerifyOtp', { otp, userId })).status).toBe(200);
    // Nothing is pending any more.
    const after = await post(t, A8(code));
    expect(after.status).toBe(404);
    expect(after.body.code).toBe('NOT_FOUND');
  });

  it('repeats a login code, also after wrong tries voided it', async () => {
    const owner = await createOwner(t);
    const started = await post<{ code: string; userId: number }>(t, '/api/Auth/Login', {
      countryCode: 'KE',
      username: owner.phone,
      password: TEST_PASSWORD,
      trustThisDevice: false,
    });
    const { code } = started.body.result!;
    const otp = await readCode(t, owner.phone);
    for (let i = 0; i < 5; i++) await post(t, '/api/Auth/ValidateLoginOtp', { userId: owner.userId, otp: wrong(otp) });
    const res = await post<{ code: string }>(t, A8(code));
    expect(res.status).toBe(200);
    expect((await latestCodeRow(t, owner.userId)).purpose).toBe('login');
    const fresh = await readCode(t, owner.phone);
    expect((await post(t, '/api/Auth/ValidateLoginOtp', { userId: owner.userId, otp: fresh })).status).toBe(200);
  });

  it('repeats a reset code', async () => {
    const owner = await createOwner(t);
    const reset = await post<{ code: string }>(t, '/api/Auth/ResetPassword', { phonenumber: owner.phone, countrycode: 'KE' });
    expect((await post(t, A8(reset.body.result!.code))).status).toBe(200);
    expect((await latestCodeRow(t, owner.userId)).purpose).toBe('reset');
    const otp = await readCode(t, owner.phone);
    expect((await post(t, `/api/Auth/ValidateOtp/${reset.body.result!.code}`, { otp })).body.result).toMatchObject({
      userId: owner.userId,
      resetToken: expect.any(String),
    });
  });

  it('counts toward the 3 sends per 10 minutes', async () => {
    const body = registration();
    const registered = await post<{ code: string }>(t, '/api/Auth/Register', body);
    const { code } = registered.body.result!;
    expect((await post(t, A8(code))).status).toBe(200);
    expect((await post(t, A8(code))).status).toBe(200);
    const limited = await post(t, A8(code));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown code and for a user with no code at all', async () => {
    for (const code of [nextPhone('KE').slice(1), 'abc']) expect((await post(t, A8(code))).status).toBe(404);
    const owner = await createOwner(t);
    const res = await post(t, A8(owner.phone.slice(1)));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
