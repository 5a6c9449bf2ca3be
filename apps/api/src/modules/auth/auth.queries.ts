import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses, businessUsers, plans, users } from '../../db/tenancy.schema';

export type UserRow = typeof users.$inferSelect;

/** The live (not soft-deleted) user who owns this E.164 phone; the unique index allows one. */
export async function findLiveUserByPhone(tx: DbOrTx, phone: string, options: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
  const query = tx
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phone), isNull(users.deletedAt)));
  const [user] = options.forUpdate ? await query.for('update') : await query;
  return user;
}

/**
 * Who is signing in with this phone: the live user, else the most recently deleted one, so that a
 * deleted account hears "disabled" rather than "wrong password" once its password is proven.
 */
export async function findSignInCandidate(tx: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const live = await findLiveUserByPhone(tx, phone);
  if (live) return live;
  const [deleted] = await tx
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phone), isNotNull(users.deletedAt)))
    .orderBy(desc(users.deletedAt))
    .limit(1);
  return deleted;
}

export async function findUserById(tx: DbOrTx, userId: number, options: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
  const query = tx.select().from(users).where(eq(users.id, userId));
  const [user] = options.forUpdate ? await query.for('update') : await query;
  return user;
}

/** The business a fresh session starts in: the user's first linked live business (lowest id), or 0. */
export async function findFirstBusinessId(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ id: businesses.id })
    .from(businessUsers)
    .innerJoin(businesses, and(eq(businesses.id, businessUsers.businessId), isNull(businesses.deletedAt)))
    .where(eq(businessUsers.userId, userId))
    .orderBy(asc(businesses.id))
    .limit(1);
  return row?.id ?? 0;
}

/** Whether the user works at this live business (a till only skips the code for its own shop's people). */
export async function isMemberOf(tx: DbOrTx, userId: number, businessId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: businesses.id })
    .from(businessUsers)
    .innerJoin(businesses, and(eq(businesses.id, businessUsers.businessId), isNull(businesses.deletedAt)))
    .where(and(eq(businessUsers.userId, userId), eq(businessUsers.businessId, businessId)));
  return Boolean(row);
}

export async function findDefaultPlan(tx: DbOrTx) {
  const [plan] = await tx.select().from(plans).where(eq(plans.isDefault, true)).limit(1);
  if (!plan) throw new Error('No default plan: reference data is missing');
  return plan;
}

export async function markPhoneVerified(tx: DbOrTx, user: Pick<UserRow, 'id' | 'phoneVerified'>): Promise<void> {
  if (!user.phoneVerified) await tx.update(users).set({ phoneVerified: true }).where(eq(users.id, user.id));
}
