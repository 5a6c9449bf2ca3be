import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invites, users } from '../../db/tenancy.schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hashPassword } from '../../lib/password';
import { findUserById } from './auth.queries';
import { sha256Hex } from './refresh-tokens';
import { msg } from '../../lib/messages';

export interface CompleteRegistrationOptions {
  /** The invite token from the F4 SMS link; only its SHA-256 is stored. */
  token: string;
  userId: number;
  password: string;
}

const unknownInvite = () => new AppError('NOT_FOUND', msg('auth.inviteInvalid'));

/**
 * A4: an invited user sets a password. Every way the link can be wrong (unknown, used, expired,
 * someone else's) is the same 404, so the answer tells a stranger nothing.
 */
export async function completeRegistration(
  db: Db,
  options: CompleteRegistrationOptions,
): Promise<{ userId: number; phoneNumber: string; countryCode: string }> {
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(invites)
      .where(eq(invites.tokenHash, sha256Hex(options.token)))
      .for('update');
    if (!invite || invite.usedAt || invite.expiresAt.getTime() <= Date.now() || invite.userId !== options.userId) throw unknownInvite();
    const user = await findUserById(tx, invite.userId, { forUpdate: true });
    if (!user || user.deletedAt) throw unknownInvite();
    const now = new Date();
    await tx.update(invites).set({ usedAt: now }).where(eq(invites.id, invite.id));
    // The link arrived by SMS to this phone, so holding it proves the phone.
    await tx.update(users).set({ passwordHash, phoneVerified: true }).where(eq(users.id, user.id));
    await audit(tx, {
      tenantId: user.tenantId,
      businessId: invite.businessId,
      userId: user.id,
      action: 'complete-registration',
      entity: 'user',
      entityId: user.id,
    });
    return { userId: user.id, phoneNumber: user.phoneNumber, countryCode: user.countryCode };
  });
}
