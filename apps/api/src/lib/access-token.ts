import { errors, jwtVerify, SignJWT } from 'jose';
import { tokenClaimsSchema, type TokenClaims } from '@dukani/contracts';
import { AppError } from './app-error';
import { msg } from './messages';

/** Access tokens live 12 h (API.md §1.2); the algorithm is pinned so "alg: none" can never pass. */
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;
const ALG = 'HS256';

const keyCache = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keyCache.get(secret);
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

export async function signAccessToken(claims: Omit<TokenClaims, 'exp'>, secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ userid: claims.userid, businessId: claims.businessId, tenantId: claims.tenantId, tv: claims.tv })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keyOf(secret));
}

/**
 * Tokens whose signature this process already checked, per secret, with their claims. A till sends the same token
 * on every request for hours; checking its HMAC again through WebCrypto cost ~80 µs a request, a quarter of an
 * authenticated read. The same bytes under the same key verify the same way, so only the expiry is checked again;
 * revocation never relied on the signature (the user's token version is checked on every request).
 */
const verified = new Map<string, Map<string, TokenClaims>>();
const MAX_VERIFIED = 10_000;

export async function verifyAccessToken(token: string, secret: string): Promise<TokenClaims> {
  if (token.split('.').length !== 3) throw new AppError('UNAUTHENTICATED', msg('auth.tokenMalformed'));
  let known = verified.get(secret);
  const hit = known?.get(token);
  if (hit) {
    // jose's rule with no clock tolerance: expired once `exp` is not after now.
    if (hit.exp <= Math.floor(Date.now() / 1000)) throw new AppError('TOKEN_EXPIRED', msg('auth.tokenExpired'));
    return hit;
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALG], clockTolerance: 0 });
    const claims = tokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new AppError('UNAUTHENTICATED', msg('auth.tokenMalformed'));
    if (!known) verified.set(secret, (known = new Map()));
    if (known.size >= MAX_VERIFIED) known.clear();
    known.set(token, claims.data);
    return claims.data;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', msg('auth.tokenExpired'));
    throw new AppError('UNAUTHENTICATED', msg('auth.tokenMalformed'));
  }
}
