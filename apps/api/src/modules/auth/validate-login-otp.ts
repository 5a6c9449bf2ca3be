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

export interface ValidateLoginOtpOptions {
  userId: number;
  otp: string;
  ip: string;
  limits: SignInLimits;
  config: Pick<Config, 'JWT_SECRET' | 'OTP_SECRET'>;
}

/** A10: finish a sign-in with the code A2 sent (a pending sign-up code also counts), and verify the phone. */
export async function validateLoginOtp(db: Db, options: ValidateLoginOtpOptions): Promise<Tokens> {
  await options.limits.perIp.hit(options.ip);
  await options.limits.perKey.hit(String(options.userId));
  return transactOrRefuse(db, async (tx) => {
    const user = await findUserById(tx, options.userId, { forUpdate: true });
    // An unknown userId has no code: the same answer as an expired one.
    if (!user) return codeUsedOrExpired();
    if (user.deletedAt || !user.isEnabled) throw accountDisabled();
    const checked = await checkCode(tx, {
      userId: user.id,
      purposes: ['login', 'signup'],
      otp: options.otp,
      secret: options.config.OTP_SECRET,
      onSuccess: 'consume',
    });
    if (checked instanceof AppError) return checked;
    await markPhoneVerified(tx, user);
    const businessId = await findFirstBusinessId(tx, user.id);
    const tokens = await issueTokens(tx, options.config, { userId: user.id, tenantId: user.tenantId, businessId });
    await audit(tx, {
      tenantId: user.tenantId,
      businessId: businessId || null,
      userId: user.id,
      action: 'sign-in',
      entity: 'user',
      entityId: user.id,
      detail: { purpose: checked.purpose },
    });
    return tokens;
  });
}
