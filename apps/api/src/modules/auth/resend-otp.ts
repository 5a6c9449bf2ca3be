import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findLiveUserByPhone } from './auth.queries';
import { findPendingPurpose, sendCode } from './one-time-codes';
import { phoneFromCombinedCode } from './validate-phone';
import { msg } from '../../lib/messages';

export interface ResendOtpOptions {
  /** The combined code from A2, A3, A5 or A8. */
  code: string;
  config: Pick<Config, 'OTP_SECRET'>;
}

/** A8: a fresh code for whatever the user is in the middle of (sign-up, sign-in or reset). */
export async function resendOtp(db: Db, options: ResendOtpOptions): Promise<{ code: string }> {
  const phone = phoneFromCombinedCode(options.code);
  await db.transaction(async (tx) => {
    const user = await findLiveUserByPhone(tx, phone.e164, { forUpdate: true });
    if (!user) throw new AppError('NOT_FOUND', msg('auth.noAccount'));
    const purpose = await findPendingPurpose(tx, user.id);
    if (!purpose) throw new AppError('NOT_FOUND', msg('auth.noCodeWaiting'));
    await sendCode(tx, { userId: user.id, phone: phone.e164, purpose, secret: options.config.OTP_SECRET });
    await audit(tx, { tenantId: user.tenantId, userId: user.id, action: 'send-code', entity: 'user', entityId: user.id, detail: { purpose, resend: true } });
  });
  return { code: phone.digits };
}
