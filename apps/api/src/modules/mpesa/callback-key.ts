import crypto from 'node:crypto';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';

/**
 * Daraja does not sign callbacks (specs/mpesa-daraja.md §12): the secret `?key=` we put in the URLs we
 * hand out is what tells its posts from forgeries. Compared in constant time.
 */
export function assertCallbackKey(config: Config, key: string | undefined): void {
  const expected = Buffer.from(config.MPESA_CALLBACK_KEY);
  const given = Buffer.from(key ?? '');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new AppError('BAD_CALLBACK_KEY', msg('mpesa.callbackKey'));
  }
}
