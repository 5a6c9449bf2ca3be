import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from './products.schema';

/** The business's product names by tax-authority item code (deleted products too: a record may outlive them). */
export async function findItemNames(db: DbOrTx, o: { businessId: number; itemCodes: string[] }): Promise<Map<string, string>> {
  if (o.itemCodes.length === 0) return new Map();
  const rows = await db
    .select({ itemCode: products.itemCode, name: products.name })
    .from(products)
    .where(and(eq(products.businessId, o.businessId), inArray(products.itemCode, [...new Set(o.itemCodes)])));
  return new Map(rows.map((row) => [row.itemCode!, row.name]));
}
