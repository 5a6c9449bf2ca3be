import type { CountryCode } from '@dukani/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findLiveUserByPhone } from './auth.queries';
import { sendCode } from './one-time-codes';
import { readPhone } from './validate-phone';
import { msg } from '../../lib/messages';

export interface ResetPasswordOptions {
  phonenumber: string;
  countrycode: CountryCode;
  config: Pick<Config, 'OTP_SECRET'>;
}

/** A5: send a password-reset code. API.md asks for 404 on an unknown phone (A1 reveals it anyway). */
export async function resetPassword(db: Db, options: ResetPasswordOptions): Promise<{ code: string }> {
  const phone = readPhone(options.phonenumber, options.countrycode, 'phonenumber');
  await db.transaction(async (tx) => {
    const user = await findLiveUserByPhone(tx, phone.e164, { forUpdate: true });
    if (!user) throw new AppError('NOT_FOUND', msg('auth.noAccount'));
    await sendCode(tx, { userId: user.id, phone: phone.e164, purpose: 'reset', secret: options.config.OTP_SECRET });
    await audit(tx, { tenantId: user.tenantId, userId: user.id, action: 'send-code', entity: 'user', entityId: user.id, detail: { purpose: 'reset' } });
  });
  return { code: phone.digits };
}
