import { ilike, isNotNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/contains-pattern';
import { byName, liveProductsOf } from './products.queries';
import { products } from './products.schema';

/** The business's live items registered with the tax authority (they have an itemCode), by name; `search` matches name or itemCode. */
export async function findRegisteredItems(db: DbOrTx, options: { businessId: number; search: string | null; limit: number }) {
  const pattern = options.search ? containsPattern(options.search) : null;
  const rows = await db
    .select({ productId: products.id, name: products.name, itemCode: products.itemCode, itemClassificationCode: products.itemClassificationCode })
    .from(products)
    .where(
      liveProductsOf(
        options.businessId,
        isNotNull(products.itemCode),
        ne(products.itemCode, ''),
        pattern ? or(ilike(products.name, pattern), ilike(products.itemCode, pattern)) : undefined,
      ),
    )
    .orderBy(...byName)
    .limit(options.limit);
  return rows.map((row) => ({ ...row, itemCode: row.itemCode! }));
}
