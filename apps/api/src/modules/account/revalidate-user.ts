import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { getPasswordHash } from './account.queries';
import { msg } from '../../lib/messages';

export interface RevalidateUserOptions {
  callerId: number;
  userId: number;
  password: string;
}

/** B5: a wrong password is 400, never 401, so the client does not take it for an expired session. */
export async function revalidateUser(db: Db, options: RevalidateUserOptions): Promise<{ valid: true }> {
  if (options.userId !== options.callerId) throw forbidden('user.ownPasswordConfirm');
  const hash = await getPasswordHash(db, options.userId);
  if (!(await verifyPassword(hash, options.password))) {
    throw new AppError('INVALID_CREDENTIALS', msg('auth.wrongPassword'), 'password');
  }
  return { valid: true };
}
