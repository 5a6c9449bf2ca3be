import crypto from 'node:crypto';
import type { z } from 'zod';
import type { RouteResult, createUser as createUserContract, userInputSchema } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { businessUsers, invites, users } from '../../db/tenancy.schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { audit } from '../../lib/audit';
import { queueSms } from '../../lib/sms-queue';
import { assertCallerIsOwner, assertPhoneFree, duplicatePhone, normalizeUserPhone, type UserActor } from './user-rules';
import { getBusinessName, linkColumns, toUser, userColumns } from './users.queries';

/** An invite link is good for 7 days (API.md A4). */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface CreateUserOptions {
  actor: UserActor;
  input: z.output<typeof userInputSchema>;
  /** Base of the link in the SMS. */
  publicUrl: string;
  /** Outside production the token comes back so a developer or test can follow the invite. */
  isInviteTokenReturned: boolean;
}

/**
 * F4: a new user of the caller's tenant, linked to input.businessId, with no password yet; the SMS
 * carries a one-time link to A4. Only the token's SHA-256 is stored, so a database leak opens no invite.
 */
export async function createUser(db: Db, options: CreateUserOptions): Promise<RouteResult<typeof createUserContract>> {
  const { actor, input } = options;
  const phone = normalizeUserPhone(input.phoneNumber, input.countryCode);
  if (input.roleTypes === 'Owner') assertCallerIsOwner(actor, 'user.ownerCreatesOwner');
  const token = crypto.randomBytes(32).toString('base64url');

  try {
    const user = await db.transaction(async (tx) => {
      await assertPhoneFree(tx, phone, actor.tenantId);
      const businessName = await getBusinessName(tx, input.businessId);
      const [created] = await tx
        .insert(users)
        .values({
          tenantId: actor.tenantId,
          name: input.name,
          email: input.email || null,
          countryCode: input.countryCode,
          phoneNumber: phone,
          passwordHash: null,
          phoneVerified: false,
          isEnabled: input.isEnabled,
          approved: input.approved,
        })
        .returning(userColumns);
      if (!created) throw new Error('insert returned no user');
      const [businessLink] = await tx
        .insert(businessUsers)
        .values({ tenantId: actor.tenantId, businessId: input.businessId, userId: created.id, roleTypes: input.roleTypes, roles: input.roles })
        .returning(linkColumns);
      await tx.insert(invites).values({
        userId: created.id,
        businessId: input.businessId,
        tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS),
      });
      // A4 needs the userId as well as the token, so the link carries it (the web reads ?u=).
      const link = `${options.publicUrl.replace(/\/+$/, '')}/complete-registration/${token}?u=${created.id}`;
      await queueSms(tx, phone, `${businessName} invited you to Dukani. Set your password: ${link}`, { businessId: input.businessId });
      await audit(tx, {
        tenantId: actor.tenantId,
        businessId: input.businessId,
        userId: actor.userId,
        action: 'create',
        entity: 'user',
        entityId: created.id,
        detail: { roleTypes: input.roleTypes, roles: input.roles, invited: true },
      });
      return toUser(created, businessLink);
    });
    return options.isInviteTokenReturned ? { ...user, inviteToken: token } : user;
  } catch (err) {
    // Two invites for one phone at once: the partial unique index decides, and the loser gets the same 409.
    if (isUniqueViolation(err)) throw duplicatePhone(phone, true);
    throw err;
  }
}
