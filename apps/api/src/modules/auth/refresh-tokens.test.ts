import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { post, registerAndSignIn } from '../../../test/auth-flow';
import { refreshTokens, users } from '../../db/schema';
import { verifyAccessToken } from '../../lib/access-token';
import { issueTokens, revokeUserRefreshTokens, sha256Hex } from './refresh-tokens';

const t = useTestApp();
const A11 = '/api/Auth/RefreshToken';
type Tokens = { token: string; refreshToken: string; businessId: number };
const refresh = (refreshToken: string) => post<Tokens>(t, A11, { refreshToken });

describe('A11 RefreshToken', () => {
  it('exchanges a refresh token for a new pair in the same business, spending the old one', async () => {
    const session = await registerAndSignIn(t);
    const res = await refresh(session.refreshToken);
    expect(res.status).toBe(200);
    const next = res.body.result!;
    expect(next.businessId).toBe(session.businessId);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(await verifyAccessToken(next.token, t.config.JWT_SECRET)).toMatchObject({
      userid: session.userId,
      businessId: session.businessId,
      tenantId: session.tenantId,
    });
    const [old] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(session.refreshToken)));
    expect(old!.usedAt).not.toBeNull();
    const [fresh] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(next.refreshToken)));
    const days = (fresh!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await refresh(next.refreshToken)).status).toBe(200);
  });

  it('treats a spent token presented again as theft: 401 and the whole chain is revoked', async () => {
    const session = await registerAndSignIn(t);
    const second = (await refresh(session.refreshToken)).body.result!;
    const third = (await refresh(second.refreshToken)).body.result!;
    const reused = await refresh(session.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const newest = await refresh(third.refreshToken);
    expect(newest.status).toBe(401);
    expect(newest.body.code).toBe('UNAUTHENTICATED');
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.userId));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    // A fresh sign-in starts a new chain.
    const again = await post<Tokens>(t, '/api/Auth/Login', { countryCode: 'KE', username: session.phone, password: session.password, trustThisDevice: true });
    expect((await refresh(again.body.result!.refreshToken)).status).toBe(200);
  });

  it('refuses unknown, expired and revoked tokens with 401', async () => {
    expect((await refresh('not-a-real-token')).status).toBe(401);
    const session = await registerAndSignIn(t);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(session.refreshToken)));
    const expired = await refresh(session.refreshToken);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('UNAUTHENTICATED');

    const other = await registerAndSignIn(t);
    await t.database.db.transaction((tx) => revokeUserRefreshTokens(tx, other.userId));
    expect((await refresh(other.refreshToken)).status).toBe(401);
  });

  it('refuses a disabled user with 401 and a deleted one too', async () => {
    const disabled = await registerAndSignIn(t);
    await t.database.db.update(users).set({ isEnabled: false }).where(eq(users.id, disabled.userId));
    const res = await refresh(disabled.refreshToken);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    const login = await post(t, '/api/Auth/Login', { countryCode: 'KE', username: disabled.phone, password: disabled.password, trustThisDevice: true });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('ACCOUNT_DISABLED');

    const deleted = await registerAndSignIn(t);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.userId));
    expect((await refresh(deleted.refreshToken)).status).toBe(401);
  });

  it('issueTokens stores only the hash of a 32-byte token', async () => {
    const session = await registerAndSignIn(t);
    const tokens = await t.database.db.transaction((tx) =>
      issueTokens(tx, t.config, { userId: session.userId, tenantId: session.tenantId, businessId: session.businessId }),
    );
    expect(Buffer.from(tokens.refreshToken, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.userId));
    expect(rows.map((r) => r.tokenHash)).toContain(sha256Hex(tokens.refreshToken));
    expect(rows.map((r) => r.tokenHash)).not.toContain(tokens.refreshToken);
  });

  it('names the field when the token is missing or not a string', async () => {
    const missing = await post(t, A11, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'refreshToken', errordesc: 'refreshToken is required' });
    const wrongType = await post(t, A11, { refreshToken: 12 });
    expect(wrongType.body).toMatchObject({ code: 'VALIDATION', field: 'refreshToken' });
  });
});
