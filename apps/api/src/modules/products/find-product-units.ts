import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { products } from './products.schema';

/** The unit (I7 id) of each product, so a report adds kilograms to kilograms and pieces to pieces. */
export async function findProductUnits(db: DbOrTx, businessId: number, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: products.id, unitId: products.unitId })
    .from(products)
    .where(and(scoped(products, { businessId }), inArray(products.id, productIds)));
  return new Map(rows.map((row) => [row.productId, row.unitId]));
}
