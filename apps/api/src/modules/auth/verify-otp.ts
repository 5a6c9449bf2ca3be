import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findUserById, markPhoneVerified } from './auth.queries';
import { checkCode, codeUsedOrExpired } from './one-time-codes';
import { transactOrRefuse } from './transact-or-refuse';

export interface VerifyOtpOptions {
  userId: number;
  otp: string;
  config: Pick<Config, 'OTP_SECRET'>;
}

/** A6: the sign-up code confirms the phone. */
export async function verifyOtp(db: Db, options: VerifyOtpOptions): Promise<{ verified: true }> {
  return transactOrRefuse(db, async (tx) => {
    const user = await findUserById(tx, options.userId, { forUpdate: true });
    if (!user || user.deletedAt) return codeUsedOrExpired();
    const checked = await checkCode(tx, { userId: user.id, purposes: ['signup'], otp: options.otp, secret: options.config.OTP_SECRET, onSuccess: 'consume' });
    if (checked instanceof AppError) return checked;
    await markPhoneVerified(tx, user);
    await audit(tx, { tenantId: user.tenantId, userId: user.id, action: 'verify-phone', entity: 'user', entityId: user.id });
    return { verified: true as const };
  });
}
