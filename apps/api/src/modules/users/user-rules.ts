import { normalizePhone, type PhoneCountry } from '@dukani/domain';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, conflict, forbidden } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import { getLivePhoneHolder, lockOwnerLinks, type LinkRow } from './users.queries';
import { invalidPhone } from '../../lib/phone-message';
import { msg, type MessageKey } from '../../lib/messages';

/** What the users use cases need to know about the caller (plain data, no Fastify). */
export type UserActor = Pick<AuthContext, 'userId' | 'tenantId' | 'businessId' | 'tokenBusinessId' | 'role' | 'links'>;

/** The phone as stored (E.164), or a 400 on phoneNumber saying why not. */
export function normalizeUserPhone(phoneNumber: string, countryCode: PhoneCountry): string {
  const result = normalizePhone(phoneNumber, countryCode);
  if (!result.ok) throw invalidPhone('phoneNumber', result);
  return result.e164;
}

/** 409 when another live user already holds the phone; the sentence says where to go instead. */
export async function assertPhoneFree(db: DbOrTx, phone: string, tenantId: number, exceptUserId?: number): Promise<void> {
  const holder = await getLivePhoneHolder(db, phone, exceptUserId);
  if (!holder) return;
  throw duplicatePhone(phone, holder.tenantId === tenantId);
}

export function duplicatePhone(phone: string, isSameTenant: boolean): AppError {
  const key = isSameTenant ? 'user.phoneInTenant' : 'user.phoneElsewhere';
  return new AppError('DUPLICATE', msg(key, { field: 'phoneNumber', phone }), 'phoneNumber');
}

/**
 * Owner rights are the tenant's keys: an Admin may not grant them, take them away, or touch an
 * Owner's account (changing an Owner's phone would let an Admin reset the Owner's password).
 * The caller's role is the one in the route's business (body.businessId, else the token's).
 */
export function assertCallerIsOwner(actor: UserActor, message: MessageKey): void {
  if (actor.role?.roleTypes !== 'Owner') throw forbidden(message);
}

export function isOwnerSomewhere(links: LinkRow[]): boolean {
  return links.some((link) => link.roleTypes === 'Owner');
}

/** A business keeps at least one Owner: 409 IN_USE if this user is its last one. */
export async function assertNotLastOwner(tx: DbOrTx, businessId: number, userId: number): Promise<void> {
  const owners = await lockOwnerLinks(tx, businessId);
  if (owners.includes(userId) && owners.every((ownerId) => ownerId === userId)) {
    throw conflict('IN_USE', 'user.lastOwner', { userId: String(userId), businessId: String(businessId) });
  }
}

/** Locking yourself out is never what was meant; another Owner or Admin has to do it. */
export function assertNotSelf(actor: UserActor, userId: number, message: MessageKey): void {
  if (actor.userId === userId) throw conflict('INVALID_STATE', message);
}
