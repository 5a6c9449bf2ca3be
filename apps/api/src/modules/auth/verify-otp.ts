import type { Tokens } from '@dukani/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findFirstBusinessId, findUserById, markPhoneVerified } from './auth.queries';
import { accountDisabled, type SignInLimits } from './login';
import { checkCode, codeUsedOrExpired } from './one-time-codes';
import { issueTokens } from './refresh-tokens';
import { transactOrRefuse } from './transact-or-refuse';

export interface VerifyOtpOptions {
  userId: number;
  otp: string;
  ip: string;
  limits: SignInLimits;
  config: Pick<Config, 'JWT_SECRET' | 'OTP_SECRET'>;
}

/**
 * A6: the sign-up code confirms the phone and signs the new owner in. The code proves what A10's does (this
 * person holds the phone of an account whose password they just chose), so the device that proved it is
 * trusted as A2's trustThisDevice is, and a second sign-in with a second code would prove nothing more.
 */
export async function verifyOtp(db: Db, options: VerifyOtpOptions): Promise<Tokens & { verified: true }> {
  // Now that a right code gives a session, guessing is held to the sign-in limits (A10's), not only the 5 tries.
  await options.limits.perIp.hit(options.ip);
  await options.limits.perKey.hit(String(options.userId));
  return transactOrRefuse(db, async (tx) => {
    const user = await findUserById(tx, options.userId, { forUpdate: true });
    if (!user || user.deletedAt) return codeUsedOrExpired();
    // A disabled account gets no session, as at A2 and A10.
    if (!user.isEnabled) throw accountDisabled();
    const checked = await checkCode(tx, { userId: user.id, purposes: ['signup'], otp: options.otp, secret: options.config.OTP_SECRET, onSuccess: 'consume' });
    if (checked instanceof AppError) return checked;
    await markPhoneVerified(tx, user);
    await audit(tx, { tenantId: user.tenantId, userId: user.id, action: 'verify-phone', entity: 'user', entityId: user.id });
    const businessId = await findFirstBusinessId(tx, user.id);
    const tokens = await issueTokens(tx, options.config, { userId: user.id, tenantId: user.tenantId, businessId });
    await audit(tx, {
      tenantId: user.tenantId,
      businessId: businessId || null,
      userId: user.id,
      action: 'sign-in',
      entity: 'user',
      entityId: user.id,
      detail: { purpose: 'signup' },
    });
    return { verified: true as const, ...tokens };
  });
}
