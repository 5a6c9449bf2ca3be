import crypto from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tokens } from '@dukani/contracts';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { refreshTokens } from './auth.schema';
import { users } from '../../db/tenancy.schema';
import { signAccessToken } from '../../lib/access-token';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findUserById } from './auth.queries';
import { transactOrRefuse } from './transact-or-refuse';
import { msg, type Message } from '../../lib/messages';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

/** Refresh tokens and invite tokens are stored only as this digest. */
export const sha256Hex = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export interface IssueTokensOptions {
  userId: number;
  tenantId: number;
  /** The business the session starts in (token claim `businessId`). */
  businessId: number;
}

/** A new access token and a new single-use refresh token, stored in the caller's transaction. */
export async function issueTokens(tx: DbOrTx, config: Pick<Config, 'JWT_SECRET'>, options: IssueTokensOptions): Promise<Tokens> {
  const refreshToken = crypto.randomBytes(32).toString('base64url');
  await tx.insert(refreshTokens).values({
    userId: options.userId,
    businessId: options.businessId,
    tokenHash: sha256Hex(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  // Read in the caller's transaction, so tokens issued with a password change carry the raised version.
  const [user] = await tx.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, options.userId));
  const token = await signAccessToken(
    { userid: options.userId, businessId: options.businessId, tenantId: options.tenantId, tv: user?.tokenVersion ?? 0 },
    config.JWT_SECRET,
  );
  return { token, refreshToken, businessId: options.businessId };
}

/**
 * Revoke the user's refresh tokens, except the one the caller keeps (B3 keeps its own session).
 * Spent tokens are left alone unless `includeSpent` (theft: the whole chain goes), so presenting one
 * again still trips the reuse check in A11.
 */
export async function revokeUserRefreshTokens(
  tx: DbOrTx,
  userId: number,
  options: { exceptToken?: string | null; includeSpent?: boolean } = {},
): Promise<number> {
  const keep = options.exceptToken ? sha256Hex(options.exceptToken) : null;
  const revoked = await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        ...(options.includeSpent ? [] : [isNull(refreshTokens.usedAt)]),
        ...(keep ? [ne(refreshTokens.tokenHash, keep)] : []),
      ),
    )
    .returning({ id: refreshTokens.id });
  return revoked.length;
}

export interface RotateRefreshTokenOptions {
  refreshToken: string;
}

const refused = (message: Message = msg('auth.refreshRefused')) => new AppError('UNAUTHENTICATED', message);

/**
 * A11: spend the refresh token and hand out a new pair in the same business. A token presented a
 * second time means it leaked (or two tabs raced): every token of that user is revoked, and that
 * revocation must commit even though the answer is 401.
 */
export async function rotateRefreshToken(db: Db, config: Pick<Config, 'JWT_SECRET'>, options: RotateRefreshTokenOptions): Promise<Tokens> {
  return transactOrRefuse(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(options.refreshToken)))
      .for('update');
    if (!row || row.revokedAt) return refused();
    const user = await findUserById(tx, row.userId);
    if (row.usedAt) {
      await revokeUserRefreshTokens(tx, row.userId, { includeSpent: true });
      await audit(tx, {
        tenantId: user?.tenantId ?? null,
        userId: row.userId,
        action: 'revoke-all',
        entity: 'refresh-token',
        entityId: row.id,
        detail: { reason: 'reuse' },
      });
      return refused();
    }
    if (row.expiresAt.getTime() <= Date.now()) return refused(msg('auth.tokenExpired'));
    if (!user || user.deletedAt || !user.isEnabled) return refused(msg('auth.cannotSignIn'));
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const tokens = await issueTokens(tx, config, { userId: user.id, tenantId: user.tenantId, businessId: row.businessId });
    await audit(tx, {
      tenantId: user.tenantId,
      businessId: row.businessId || null,
      userId: user.id,
      action: 'rotate',
      entity: 'refresh-token',
      entityId: row.id,
    });
    return tokens;
  });
}

/** The user's refresh token itself, revoked; another user's token is left alone (the caller proves nothing about it). */
async function revokeRefreshToken(tx: DbOrTx, userId: number, refreshToken: string): Promise<number> {
  const revoked = await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.tokenHash, sha256Hex(refreshToken)), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length;
}

/**
 * Sign one session out (T4, "Switch cashier"): the caller's own refresh token is revoked, so the device cannot
 * renew that cashier's access, and the caller's token version is raised, so the access token still on the device
 * (good for 12 h) is refused from the next request. Only this user's access tokens end: the till's other cashiers
 * keep theirs, and this user's other devices get a 401 and renew with their own refresh tokens.
 * Returns how many refresh tokens were revoked (0 for a token that is not the caller's or already spent).
 */
export async function endSession(tx: DbOrTx, userId: number, refreshToken: string): Promise<number> {
  const revoked = await revokeRefreshToken(tx, userId, refreshToken);
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  return revoked;
}
