// Issue 32 item 12: a new password has 8 characters at least, wherever it is set; one set before under the old
// rule of 4 still signs in.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { call, useTestApp } from '../../../test/helper';
import { createInvitedUser, freshIp, post, registration } from '../../../test/auth-flow';
import { TEST_PASSWORD, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await t.owner();
});

const SEVEN = 'kasir26';

describe('new passwords of fewer than 8 characters', () => {
  it('are refused on sign-up (A3), invite acceptance (A4), reset (A7) and change (B3), naming the field', async () => {
    const invited = await createInvitedUser(t, owner);
    const cases = [
      { field: 'password', res: await post(t, '/api/Auth/Register', registration({ password: SEVEN })) },
      {
        field: 'password',
        res: await post(t, `/api/Auth/CompleteRegistration/${invited.token}`, { userId: invited.userId, password: SEVEN, confirmPassword: SEVEN }),
      },
      { field: 'newpin', res: await post(t, '/api/Auth/RecoverPassword', { userId: owner.userId, newpin: SEVEN }) },
      {
        field: 'newpassword',
        res: await call(t.app, 'POST', '/api/Account/ChangePassword', {
          token: owner.token,
          body: { userId: owner.userId, businessId: owner.businessId, oldpassword: TEST_PASSWORD, newpassword: SEVEN, confirmpassword: SEVEN },
        }),
      },
    ];
    for (const { field, res } of cases) {
      expect(res.status, `${field}: ${res.body.errordesc}`).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field });
      expect(res.body.errordesc).toBe(`${field}: must be 8 to 64 characters`);
    }
    // The invite is still open and takes a password of 8.
    const accepted = await post(t, `/api/Auth/CompleteRegistration/${invited.token}`, {
      userId: invited.userId,
      password: 'kasir2026',
      confirmPassword: 'kasir2026',
    });
    expect(accepted.status, accepted.body.errordesc).toBe(200);
  });

  it('still lets a user whose password was set under the old rule of 4 sign in, and change it to one of 8', async () => {
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('1234') })
      .where(eq(users.id, owner.userId));
    const signIn = await post<{ otpRequired?: boolean }>(t, '/api/Auth/Login', { countryCode: 'KE', username: owner.phone, password: '1234' }, freshIp());
    expect(signIn.status, signIn.body.errordesc).toBe(200);
    const changed = await call(t.app, 'POST', '/api/Account/ChangePassword', {
      token: owner.token,
      body: { userId: owner.userId, businessId: owner.businessId, oldpassword: '1234', newpassword: 'duka-2026', confirmpassword: 'duka-2026' },
    });
    expect(changed.status, changed.body.errordesc).toBe(200);
  });
});
