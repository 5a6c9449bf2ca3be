import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BusinessUser, ModuleKey, RoleType, User } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { businesses, businessUsers, invites, users } from '../../db/tenancy.schema';
import { notFound } from '../../lib/app-error';
import { scoped } from '../../lib/scoped';

/** The columns a use case needs; the password hash never leaves the auth module's reads. */
export const userColumns = {
  id: users.id,
  tenantId: users.tenantId,
  name: users.name,
  email: users.email,
  countryCode: users.countryCode,
  phoneNumber: users.phoneNumber,
  isEnabled: users.isEnabled,
  approved: users.approved,
  // Only whether a password exists: an invited user has none until they accept (A4). The hash itself stays in auth.
  invited: sql<boolean>`(${users.passwordHash} is null)`.as('invited'),
};

export const linkColumns = {
  id: businessUsers.id,
  userId: businessUsers.userId,
  businessId: businessUsers.businessId,
  roleTypes: businessUsers.roleTypes,
  roles: businessUsers.roles,
};

export interface UserRow {
  id: number;
  tenantId: number;
  name: string;
  email: string | null;
  countryCode: string;
  phoneNumber: string;
  isEnabled: boolean;
  approved: boolean;
  invited: boolean;
}

export interface LinkRow {
  id: number;
  userId: number;
  businessId: number;
  roleTypes: string;
  roles: string[];
}

export interface UserWithLinks {
  user: UserRow;
  /** Links to live businesses, oldest first. */
  links: LinkRow[];
}

export const byName = [asc(sql`lower(${users.name})`), asc(users.id)];

/** A user as seen in one business; a user with no link shows businessId 0 ("none", API.md §1.1). */
export function toUser(user: UserRow, link: LinkRow | null | undefined): User {
  return {
    id: user.id,
    businessId: link?.businessId ?? 0,
    tenantid: user.tenantId,
    isEnabled: user.isEnabled,
    approved: user.approved,
    invited: user.invited,
    name: user.name,
    email: user.email,
    countryCode: user.countryCode,
    phoneNumber: user.phoneNumber,
    roleTypes: (link?.roleTypes ?? 'User') as RoleType,
    roles: (link?.roles ?? []) as ModuleKey[],
  };
}

export function toBusinessUser(user: Pick<UserRow, 'name'>, link: LinkRow): BusinessUser {
  return {
    userId: link.userId,
    businessId: link.businessId,
    fullnames: user.name,
    roles: link.roles as ModuleKey[],
    roleTypes: link.roleTypes as RoleType,
  };
}

/** The link in the preferred business, else the first one the caller may see, else the first. */
export function pickLink(links: LinkRow[], preferredBusinessId: number, visible?: ReadonlySet<number>): LinkRow | null {
  return (
    links.find((link) => link.businessId === preferredBusinessId) ??
    (visible ? links.find((link) => visible.has(link.businessId)) : undefined) ??
    links[0] ??
    null
  );
}

/** Links of these users to live businesses, oldest first, grouped by user. */
export async function findLinks(db: DbOrTx, userIds: number[]): Promise<Map<number, LinkRow[]>> {
  const grouped = new Map<number, LinkRow[]>();
  if (userIds.length === 0) return grouped;
  const rows = await db
    .select(linkColumns)
    .from(businessUsers)
    .innerJoin(businesses, and(eq(businesses.id, businessUsers.businessId), isNull(businesses.deletedAt)))
    .where(inArray(businessUsers.userId, userIds))
    .orderBy(asc(businessUsers.id));
  for (const row of rows) {
    const list = grouped.get(row.userId) ?? [];
    list.push(row);
    grouped.set(row.userId, list);
  }
  return grouped;
}

export async function getLiveUser(db: DbOrTx, tenantId: number, userId: number): Promise<UserRow | undefined> {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), isNull(users.deletedAt)));
  return user;
}

/**
 * A live user of the tenant whom the caller may address: linked to one of the caller's businesses,
 * or linked nowhere. The unlinked case matters: a user removed from every business still appears in
 * F1, and the Owner must be able to relink, deactivate or delete them. Anything else is 404.
 */
export async function getVisibleUser(db: DbOrTx, options: { tenantId: number; userId: number; businessIds: Iterable<number> }): Promise<UserWithLinks> {
  const user = await getLiveUser(db, options.tenantId, options.userId);
  if (user) {
    const links = (await findLinks(db, [user.id])).get(user.id) ?? [];
    const callerBusinesses = new Set(options.businessIds);
    if (links.length === 0 || links.some((link) => callerBusinesses.has(link.businessId))) return { user, links };
  }
  throw notFound('User', options.userId);
}

/** A live user of the tenant linked to the named business, with that link; otherwise 404. */
export async function getUserInBusiness(
  db: DbOrTx,
  options: { tenantId: number; userId: number; businessId: number },
): Promise<UserWithLinks & { link: LinkRow }> {
  const user = await getLiveUser(db, options.tenantId, options.userId);
  if (user) {
    const links = (await findLinks(db, [user.id])).get(user.id) ?? [];
    const link = links.find((candidate) => candidate.businessId === options.businessId);
    if (link) return { user, links, link };
  }
  throw notFound('User', options.userId);
}

/** The live user holding this phone, anywhere: the phone index is unique across tenants. */
export async function getLivePhoneHolder(db: DbOrTx, phone: string, exceptUserId?: number) {
  const [holder] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), isNull(users.deletedAt), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return holder;
}

export async function getBusinessName(db: DbOrTx, businessId: number): Promise<string> {
  const [business] = await db
    .select({ organizationName: businesses.organizationName })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isNull(businesses.deletedAt)));
  if (!business) throw notFound('Business', businessId);
  return business.organizationName;
}

/**
 * The Owner links of live users in a business, locked until the transaction ends, so two
 * concurrent demotions cannot both see "someone else is still Owner".
 */
export async function lockOwnerLinks(tx: DbOrTx, businessId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: businessUsers.userId })
    .from(businessUsers)
    .innerJoin(users, and(eq(users.id, businessUsers.userId), isNull(users.deletedAt)))
    .where(and(scoped(businessUsers, { businessId }), eq(businessUsers.roleTypes, 'Owner')))
    .for('update', { of: businessUsers });
  return rows.map((row) => row.userId);
}

/** An unused invite of a deleted user must not let anyone set a password for it. */
export async function expirePendingInvites(tx: DbOrTx, userId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(invites)
    .set({ expiresAt: now })
    .where(and(eq(invites.userId, userId), isNull(invites.usedAt), gt(invites.expiresAt, now)));
}
