import { eq, sql } from 'drizzle-orm';
import type { Tokens } from '@dukani/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { issueTokens, revokeUserRefreshTokens } from '../auth/refresh-tokens';
import { AppError, forbidden } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/password';
import { getPasswordHash } from './account.queries';
import { msg } from '../../lib/messages';

export interface ChangePasswordOptions {
  callerId: number;
  tenantId: number;
  businessId: number;
  /** The business of the caller's session, where the fresh tokens start. */
  tokenBusinessId: number;
  userId: number;
  oldPassword: string;
  newPassword: string;
  config: Pick<Config, 'JWT_SECRET'>;
}

/**
 * B3: only your own password. Every session ends (refresh tokens revoked, token version raised so access
 * tokens issued before are 401) and the caller continues on the fresh pair returned here.
 */
export async function changePassword(db: Db, options: ChangePasswordOptions): Promise<Tokens> {
  if (options.userId !== options.callerId) throw forbidden('auth.ownPasswordOnly');
  const hash = await getPasswordHash(db, options.userId);
  if (!(await verifyPassword(hash, options.oldPassword))) {
    throw new AppError('INVALID_CREDENTIALS', msg('auth.wrongOldPassword'), 'oldpassword');
  }
  const newHash = await hashPassword(options.newPassword);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: newHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, options.userId));
    const revoked = await revokeUserRefreshTokens(tx, options.userId);
    await audit(tx, {
      tenantId: options.tenantId,
      businessId: options.businessId,
      userId: options.callerId,
      action: 'change-password',
      entity: 'user',
      entityId: options.userId,
      detail: { revokedRefreshTokens: revoked },
    });
    return issueTokens(tx, options.config, { userId: options.userId, tenantId: options.tenantId, businessId: options.tokenBusinessId });
  });
}
