import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { oneTimeCodes } from './auth.schema';
import { sha256Hex } from './refresh-tokens';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findLiveUserByPhone } from './auth.queries';
import { checkCode } from './one-time-codes';
import { transactOrRefuse } from './transact-or-refuse';
import { phoneFromCombinedCode } from './validate-phone';
import { msg } from '../../lib/messages';

export interface ValidateOtpOptions {
  /** The combined code from A5 or A8: the international phone digits. */
  code: string;
  otp: string;
  config: Pick<Config, 'OTP_SECRET'>;
}

/**
 * A9: check a password-reset code. It is only marked verified here, with the digest of a random token that
 * only this caller receives: A7 needs that token, not just the (guessable, sequential) user id.
 */
export async function validateOtp(db: Db, options: ValidateOtpOptions): Promise<{ userId: number; resetToken: string }> {
  const phone = phoneFromCombinedCode(options.code);
  return transactOrRefuse(db, async (tx) => {
    const user = await findLiveUserByPhone(tx, phone.e164, { forUpdate: true });
    if (!user) throw new AppError('NOT_FOUND', msg('auth.noAccount'));
    const checked = await checkCode(tx, { userId: user.id, purposes: ['reset'], otp: options.otp, secret: options.config.OTP_SECRET, onSuccess: 'verify' });
    if (checked instanceof AppError) return checked;
    const resetToken = crypto.randomBytes(32).toString('base64url');
    await tx
      .update(oneTimeCodes)
      .set({ resetTokenHash: sha256Hex(resetToken) })
      .where(eq(oneTimeCodes.id, checked.id));
    await audit(tx, { tenantId: user.tenantId, userId: user.id, action: 'verify-reset-code', entity: 'user', entityId: user.id });
    return { userId: user.id, resetToken };
  });
}
