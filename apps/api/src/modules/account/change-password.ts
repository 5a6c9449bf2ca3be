import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens';
import { AppError, forbidden } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/password';
import { getPasswordHash } from './account.queries';

export interface ChangePasswordOptions {
  callerId: number;
  tenantId: number;
  businessId: number;
  userId: number;
  oldPassword: string;
  newPassword: string;
  /** The caller's own refresh token, which survives the change. */
  currentRefreshToken?: string | null;
}

/** B3: only your own password, and every other session must sign in again with the new one. */
export async function changePassword(db: Db, options: ChangePasswordOptions): Promise<null> {
  if (options.userId !== options.callerId) throw forbidden('You can only change your own password');
  const hash = await getPasswordHash(db, options.userId);
  if (!(await verifyPassword(hash, options.oldPassword))) {
    throw new AppError('INVALID_CREDENTIALS', 'oldpassword is not your current password', 'oldpassword');
  }
  const newHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: newHash }).where(eq(users.id, options.userId));
    const revoked = await revokeUserRefreshTokens(tx, options.userId, { exceptToken: options.currentRefreshToken });
    await audit(tx, {
      tenantId: options.tenantId,
      businessId: options.businessId,
      userId: options.callerId,
      action: 'change-password',
      entity: 'user',
      entityId: options.userId,
      detail: { revokedRefreshTokens: revoked },
    });
  });
  return null;
}
