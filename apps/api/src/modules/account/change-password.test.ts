import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, users } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, TEST_PASSWORD, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let stranger: Owner;
beforeAll(async () => {
  stranger = await createOwner(t);
});
/** A refresh-token row as the auth module stores it: only the SHA-256 in hex. */
async function storeRefreshToken(userId: number, businessId: number, used = false) {
  const token = crypto.randomBytes(16).toString('base64url');
  const [row] = await t.database.db
    .insert(refreshTokens)
    .values({
      userId,
      businessId,
      tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
      usedAt: used ? new Date() : null,
    })
    .returning();
  return { token, id: row!.id };
}

const revokedAt = async (id: number) => (await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.id, id)))[0]!.revokedAt;
const change = (o: { userId: number; businessId: number; token: string }, overrides: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/Account/ChangePassword', {
    token: o.token,
    body: {
      userId: o.userId,
      businessId: o.businessId,
      oldpassword: TEST_PASSWORD,
      newpassword: 'new-secret-9',
      confirmpassword: 'new-secret-9',
      ...overrides,
    },
  });

describe('B3 ChangePassword', () => {
  it('sets the new password, ends every other session and keeps the caller signed in with fresh tokens', async () => {
    const o = await createOwner(t);
    const current = await storeRefreshToken(o.userId, o.businessId);
    const otherDevice = await storeRefreshToken(o.userId, o.businessId);
    const spent = await storeRefreshToken(o.userId, o.businessId, true);
    const someoneElse = await storeRefreshToken(stranger.userId, stranger.businessId);
    // Another device's access token, issued before the change.
    const otherAccess = o.token;

    const res = await change(o, { refreshToken: current.token });
    expect(res.status).toBe(200);
    const tokens = (res.body as { result: { token: string; refreshToken: string; businessId: number } }).result;
    expect(tokens.businessId).toBe(o.businessId);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, o.userId));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.passwordHash, 'new-secret-9')).toBe(true);
    expect(await revokedAt(current.id)).toBeInstanceOf(Date);
    expect(await revokedAt(otherDevice.id)).toBeInstanceOf(Date);
    expect(await revokedAt(spent.id)).toBeNull();
    expect(await revokedAt(someoneElse.id)).toBeNull();
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'change-password'), eq(auditLog.entityId, String(o.userId))));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.detail).toEqual({ revokedRefreshTokens: 2 });

    const revalidate = (token: string, password: string) => call(t.app, 'POST', '/api/Account/RevalidateUser', { token, body: { userId: o.userId, password } });
    expect((await revalidate(otherAccess, 'new-secret-9')).status).toBe(401);
    expect((await revalidate(tokens.token, TEST_PASSWORD)).status).toBe(400);
    expect((await revalidate(tokens.token, 'new-secret-9')).status).toBe(200);
    const refreshed = await call(t.app, 'POST', '/api/Auth/RefreshToken', { body: { refreshToken: tokens.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await call(t.app, 'POST', '/api/Auth/RefreshToken', { body: { refreshToken: otherDevice.token } })).status).toBe(401);
  });

  it('refuses a wrong old password with 400 INVALID_CREDENTIALS on oldpassword, changing nothing', async () => {
    const o = await createOwner(t);
    const token = await storeRefreshToken(o.userId, o.businessId);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, o.userId));
    const res = await change(o, { oldpassword: 'wrong-one' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_CREDENTIALS', field: 'oldpassword' });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, o.userId));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await revokedAt(token.id)).toBeNull();
  });

  it('refuses a mismatched confirmation (400 on confirmpassword) and a short password (400 on newpassword)', async () => {
    const o = await createOwner(t);
    const mismatch = await change(o, { confirmpassword: 'new-secret-0' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: 'VALIDATION', field: 'confirmpassword' });
    const short = await change(o, { newpassword: 'abc', confirmpassword: 'abc' });
    expect(short.body).toMatchObject({ code: 'VALIDATION', field: 'newpassword' });
  });

  it('is only for your own password (403 FORBIDDEN) and only in your businesses (403 BUSINESS_ACCESS)', async () => {
    const o = await createOwner(t);
    const member = await createMember(t, o, { roleTypes: 'Salesperson', roles: ['pos'] });
    const forOther = await change(o, { userId: member.userId });
    expect(forOther.status).toBe(403);
    expect(forOther.body.code).toBe('FORBIDDEN');
    const [memberRow] = await t.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(await verifyPassword(memberRow!.passwordHash, TEST_PASSWORD)).toBe(true);
    const foreign = await change(o, { businessId: stranger.businessId });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('B5 RevalidateUser', () => {
  it('confirms the right password', async () => {
    const o = await createOwner(t);
    const res = await call(t.app, 'POST', '/api/Account/RevalidateUser', { token: o.token, body: { userId: o.userId, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, result: { valid: true } });
  });

  it('answers a wrong password with 400 INVALID_CREDENTIALS, never 401', async () => {
    const o = await createOwner(t);
    const res = await call(t.app, 'POST', '/api/Account/RevalidateUser', { token: o.token, body: { userId: o.userId, password: 'guess' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', field: 'password' });
  });

  it('is only for yourself (403) and names missing fields', async () => {
    const o = await createOwner(t);
    const other = await call(t.app, 'POST', '/api/Account/RevalidateUser', { token: o.token, body: { userId: stranger.userId, password: TEST_PASSWORD } });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('FORBIDDEN');
    const missing = await call(t.app, 'POST', '/api/Account/RevalidateUser', { token: o.token, body: { userId: o.userId } });
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'password', errordesc: 'password is required' });
    const wrongType = await call(t.app, 'POST', '/api/Account/RevalidateUser', { token: o.token, body: { userId: '1x', password: 'x' } });
    expect(wrongType.body).toMatchObject({ code: 'VALIDATION', field: 'userId' });
  });
});
