import type { CountryCode, LoginResult } from '@dukani/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limiter';
import { findTillByToken, markTillUsed } from '../devices/find-till-by-token';
import { findFirstBusinessId, findSignInCandidate, findUserById, isMemberOf } from './auth.queries';
import { sendCode } from './one-time-codes';
import { issueTokens } from './refresh-tokens';
import { readPhone } from './validate-phone';
import { msg } from '../../lib/messages';

/** 10 tries a minute per phone (or user) and per IP (API.md §1.10). */
export interface SignInLimits {
  perKey: RateLimiter;
  perIp: RateLimiter;
}

export interface LoginOptions {
  countryCode: CountryCode;
  username: string;
  password: string;
  trustThisDevice: boolean;
  /** A shop till's device token (T1), when the sign-in comes from one. */
  tillToken?: string;
  ip: string;
  limits: SignInLimits;
  config: Pick<Config, 'JWT_SECRET' | 'OTP_SECRET'>;
}

export const wrongCredentials = () => new AppError('INVALID_CREDENTIALS', msg('auth.wrongCredentials'));
export const accountDisabled = () => new AppError('ACCOUNT_DISABLED', msg('auth.accountDisabled'));

// An unknown phone still pays for one argon2 verify, so response time does not reveal which phones exist.
let timingHash: Promise<string> | undefined;
const timingEqualiserHash = () => (timingHash ??= hashPassword('dukani-timing-equaliser'));

/**
 * A2: password sign-in. A trusted device with a verified phone gets tokens at once; otherwise a code
 * is sent ('signup' while the phone is unverified, so A10 also verifies it) and A10 finishes. At a shop till a
 * member of its shop gets tokens at once, whatever the device trust.
 */
export async function login(db: Db, options: LoginOptions): Promise<LoginResult> {
  await options.limits.perIp.hit(options.ip);
  const phone = readPhone(options.username, options.countryCode, 'username');
  await options.limits.perKey.hit(phone.e164);
  const user = await findSignInCandidate(db, phone.e164);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await timingEqualiserHash()), options.password);
  // An invited user with no password yet is "wrong credentials" too: A4 is their way in.
  if (!user || !user.passwordHash || !passwordOk) throw wrongCredentials();
  if (user.deletedAt || !user.isEnabled) throw accountDisabled();

  // At a shop till the Owner or an Admin vouched for the device: a member of that shop needs no code and lands in
  // that shop. Anyone else (another shop's till, a revoked or made-up token) signs in as on any device.
  const till = await findTillByToken(db, options.tillToken);
  if (till && till.tenantId === user.tenantId && (await isMemberOf(db, user.id, till.businessId))) {
    return db.transaction(async (tx) => {
      await markTillUsed(tx, till.id);
      const tokens = await issueTokens(tx, options.config, { userId: user.id, tenantId: user.tenantId, businessId: till.businessId });
      await audit(tx, {
        tenantId: user.tenantId,
        businessId: till.businessId,
        userId: user.id,
        action: 'sign-in',
        entity: 'user',
        entityId: user.id,
        detail: { tillId: till.id },
      });
      return tokens;
    });
  }

  if (options.trustThisDevice && user.phoneVerified) {
    return db.transaction(async (tx) => {
      const businessId = await findFirstBusinessId(tx, user.id);
      const tokens = await issueTokens(tx, options.config, { userId: user.id, tenantId: user.tenantId, businessId });
      await audit(tx, { tenantId: user.tenantId, businessId: businessId || null, userId: user.id, action: 'sign-in', entity: 'user', entityId: user.id });
      return tokens;
    });
  }
  const purpose = user.phoneVerified ? 'login' : 'signup';
  await db.transaction(async (tx) => {
    // The row lock serialises concurrent sends for one user, so the send limit cannot be raced.
    await findUserById(tx, user.id, { forUpdate: true });
    await sendCode(tx, { userId: user.id, phone: user.phoneNumber, purpose, secret: options.config.OTP_SECRET });
    await audit(tx, { tenantId: user.tenantId, userId: user.id, action: 'send-code', entity: 'user', entityId: user.id, detail: { purpose } });
  });
  return { otpRequired: true, userId: user.id, code: phone.digits };
}
