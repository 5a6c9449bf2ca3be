import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createOwner } from '../../../test/fixtures';
import { createInvitedUser, post, postRaw } from '../../../test/auth-flow';
import { auditLog, invites, users } from '../../db/schema';

const t = useTestApp();
const A4 = (token: string) => `/api/Auth/CompleteRegistration/${token}`;
const body = (userId: number, password = 'clerk-pass-1', confirmPassword = password) => ({ userId, password, confirmPassword });

describe('A4 CompleteRegistration', () => {
  it('sets the password, verifies the phone, spends the invite; the user can then sign in', async () => {
    const owner = await createOwner(t);
    const invited = await createInvitedUser(t, owner);
    const res = await post(t, A4(invited.token), body(invited.userId));
    expect(res.status).toBe(200);
    // phoneNumber and countryCode added (issue 36): the sign-in that follows starts with the phone.
    expect(res.body).toEqual({ success: true, result: { userId: invited.userId, phoneNumber: expect.stringMatching(/^\+254\d{9}$/), countryCode: 'KE' } });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, invited.userId));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.phoneVerified).toBe(true);
    const [invite] = await t.database.db.select().from(invites).where(eq(invites.userId, invited.userId));
    expect(invite!.usedAt).not.toBeNull();
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, invited.userId));
    expect(audits.map((a) => a.action)).toContain('complete-registration');

    const login = await post<{ businessId: number }>(t, '/api/Auth/Login', {
      countryCode: 'KE',
      username: invited.phone,
      password: 'clerk-pass-1',
      trustThisDevice: true,
    });
    expect(login.status).toBe(200);
    expect(login.body.result!.businessId).toBe(owner.businessId);
  });

  it('answers 404 for a used, expired, unknown or someone else’s invite', async () => {
    const owner = await createOwner(t);
    const used = await createInvitedUser(t, owner);
    expect((await post(t, A4(used.token), body(used.userId))).status).toBe(200);
    const expired = await createInvitedUser(t, owner, { expiresAt: new Date(Date.now() - 1000) });
    const other = await createInvitedUser(t, owner);
    const mine = await createInvitedUser(t, owner);
    const cases: [string, number][] = [
      [used.token, used.userId],
      [expired.token, expired.userId],
      ['no-such-token', mine.userId],
      [mine.token, other.userId],
    ];
    for (const [token, userId] of cases) {
      const res = await post(t, A4(token), body(userId, 'new-pass-1'));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const [otherUser] = await t.database.db.select().from(users).where(eq(users.id, other.userId));
    expect(otherUser!.passwordHash).toBeNull();
    // The refused attempt did not spend the invite.
    expect((await post(t, A4(mine.token), body(mine.userId))).status).toBe(200);
  });

  it('refuses mismatched or short passwords, naming the field, and leaves the invite usable', async () => {
    const owner = await createOwner(t);
    const invited = await createInvitedUser(t, owner);
    const mismatch = await post(t, A4(invited.token), body(invited.userId, 'clerk-pass-1', 'clerk-pass-2'));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: 'VALIDATION', field: 'confirmPassword', errordesc: 'confirmPassword: must match password' });
    const short = await post(t, A4(invited.token), body(invited.userId, 'abc'));
    expect(short.body).toMatchObject({ code: 'VALIDATION', field: 'password' });
    expect(short.body.errordesc).toMatch(/^password/);
    const noUser = await post(t, A4(invited.token), { password: 'clerk-pass-1', confirmPassword: 'clerk-pass-1' });
    expect(noUser.body).toMatchObject({ code: 'VALIDATION', field: 'userId', errordesc: 'userId is required' });
    const noConfirm = await post(t, A4(invited.token), { userId: invited.userId, password: 'clerk-pass-1' });
    expect(noConfirm.body).toMatchObject({ code: 'VALIDATION', field: 'confirmPassword', errordesc: 'confirmPassword is required' });
    expect((await postRaw(t, A4(invited.token), '{')).body).toMatchObject({ code: 'VALIDATION', field: 'body' });
    expect((await post(t, A4(invited.token), body(invited.userId))).status).toBe(200);
  });
});
