import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ShopTill } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { scoped } from '../../lib/scoped';
import { shopTills } from './devices.schema';

export type TillRow = typeof shopTills.$inferSelect;

export const toShopTill = (row: TillRow, createdByName: string | null): ShopTill => ({
  id: row.id,
  businessId: row.businessId,
  name: row.name,
  createdOn: row.createdOn.toISOString(),
  createdByName,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The business's tills that still work, newest first, with who marked each. */
export async function selectLiveTills(tx: DbOrTx, businessId: number): Promise<ShopTill[]> {
  const rows = await tx
    .select({ till: shopTills, createdByName: users.name })
    .from(shopTills)
    .leftJoin(users, eq(users.id, shopTills.createdById))
    .where(and(scoped(shopTills, { businessId }), isNull(shopTills.revokedAt)))
    .orderBy(desc(shopTills.id));
  return rows.map((row) => toShopTill(row.till, row.createdByName));
}
