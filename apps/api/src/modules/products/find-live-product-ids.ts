import { and, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { products } from './products.schema';

/** Which of `ids` are live products of the business (a bundle may only be made of those). */
export async function findLiveProductIds(db: DbOrTx, businessId: number, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(scoped(products, { businessId }), isNull(products.deletedAt), inArray(products.id, ids)));
  return new Set(rows.map((row) => row.id));
}
