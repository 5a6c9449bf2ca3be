import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { oneTimeCodes } from './auth.schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hashPassword } from '../../lib/password';
import { findUserById } from './auth.queries';
import { revokeUserRefreshTokens, sha256Hex } from './refresh-tokens';
import { msg } from '../../lib/messages';

/** How long a code checked by A9 keeps the door open for A7. */
export const RESET_WINDOW_MS = 10 * 60_000;

export interface RecoverPasswordOptions {
  userId: number;
  newpin: string;
  /** The token A9 returned with the verified code. */
  resetToken?: string | undefined;
}

const notVerified = () => new AppError('OTP_NOT_VERIFIED', msg('auth.confirmCodeFirst'));

/**
 * A7: set a new password once per verified reset code, presented with the token A9 gave for it. Spending
 * the code makes it single-use; every session ends (refresh tokens revoked, the token version raised so
 * access tokens die too) because whoever held the old password may hold a session.
 */
export async function recoverPassword(db: Db, options: RecoverPasswordOptions): Promise<null> {
  if (!options.resetToken) throw notVerified();
  const resetTokenHash = sha256Hex(options.resetToken);
  const passwordHash = await hashPassword(options.newpin);
  await db.transaction(async (tx) => {
    const user = await findUserById(tx, options.userId, { forUpdate: true });
    if (!user || user.deletedAt) throw notVerified();
    const [code] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, user.id),
          eq(oneTimeCodes.purpose, 'reset'),
          isNull(oneTimeCodes.consumedAt),
          eq(oneTimeCodes.resetTokenHash, resetTokenHash),
          gt(oneTimeCodes.verifiedAt, new Date(Date.now() - RESET_WINDOW_MS)),
        ),
      )
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    if (!code) throw notVerified();
    await tx.update(oneTimeCodes).set({ consumedAt: new Date() }).where(eq(oneTimeCodes.id, code.id));
    // Receiving the code proved the phone, so a never-verified phone is verified now.
    await tx
      .update(users)
      .set({ passwordHash, phoneVerified: true, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    await revokeUserRefreshTokens(tx, user.id);
    await audit(tx, { tenantId: user.tenantId, userId: user.id, action: 'reset-password', entity: 'user', entityId: user.id });
  });
  return null;
}
