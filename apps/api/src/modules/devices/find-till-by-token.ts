import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shopTills } from './devices.schema';
import { tillTokenHash } from './till-token';

/** A working till by its device token, or undefined (unknown, revoked, or no token). For the sign-in (A2). */
export async function findTillByToken(tx: DbOrTx, token: string | undefined): Promise<{ id: number; tenantId: number; businessId: number } | undefined> {
  if (!token) return undefined;
  const [row] = await tx
    .select({ id: shopTills.id, tenantId: shopTills.tenantId, businessId: shopTills.businessId })
    .from(shopTills)
    .where(and(eq(shopTills.tokenHash, tillTokenHash(token)), isNull(shopTills.revokedAt)));
  return row;
}

/** Seen now: the owner's list shows when a till was last used. */
export async function markTillUsed(tx: DbOrTx, tillId: number): Promise<void> {
  await tx.update(shopTills).set({ lastUsedAt: new Date() }).where(eq(shopTills.id, tillId));
}
