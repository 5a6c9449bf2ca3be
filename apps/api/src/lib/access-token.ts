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

export async function verifyAccessToken(token: string, secret: string): Promise<TokenClaims> {
  if (token.split('.').length !== 3) throw new AppError('UNAUTHENTICATED', msg('auth.tokenMalformed'));
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALG], clockTolerance: 0 });
    const claims = tokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new AppError('UNAUTHENTICATED', msg('auth.tokenMalformed'));
    return claims.data;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', msg('auth.tokenExpired'));
    throw new AppError('UNAUTHENTICATED', msg('auth.tokenMalformed'));
  }
}
