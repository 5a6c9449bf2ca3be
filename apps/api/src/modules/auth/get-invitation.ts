import type { Invitation } from '@dukani/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, invites, users } from '../../db/tenancy.schema';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { sha256Hex } from './refresh-tokens';

export interface GetInvitationOptions {
  /** The token of the F4 SMS link; only its SHA-256 is stored. */
  token: string;
  userId: number;
}

/**
 * A12: whose shop an invite link is for, so the page can name it before the password is chosen. The link came by
 * SMS to this phone, so its holder may see the name and phone it was sent for; every way the link can be wrong
 * (unknown, used, expired, someone else's) is A4's one 404, so a guess learns nothing.
 */
export async function getInvitation(db: Db, options: GetInvitationOptions): Promise<Invitation> {
  const [row] = await db
    .select({
      userId: invites.userId,
      usedAt: invites.usedAt,
      expiresAt: invites.expiresAt,
      businessName: businesses.organizationName,
      name: users.name,
      phoneNumber: users.phoneNumber,
      countryCode: users.countryCode,
      deletedAt: users.deletedAt,
    })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .innerJoin(businesses, eq(businesses.id, invites.businessId))
    .where(eq(invites.tokenHash, sha256Hex(options.token)));
  if (!row || row.usedAt || row.deletedAt || row.expiresAt.getTime() <= Date.now() || row.userId !== options.userId) {
    throw new AppError('NOT_FOUND', msg('auth.inviteInvalid'));
  }
  return { businessName: row.businessName, name: row.name, phoneNumber: row.phoneNumber, countryCode: row.countryCode };
}
