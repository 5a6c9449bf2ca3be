import { isNotNull, ne } from 'drizzle-orm';
import { normalizeSearch, type RouteResult, type searchItemCodes as searchItemCodesContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { byName, liveProductsOf } from '../products/products.queries';
import { matchesAny } from './catalog-codes.queries';

const MAX_HITS = 50;

export interface SearchItemCodesOptions {
  businessId: number;
  search?: string | null;
}

/** I38: the business's live items registered with the tax authority (they have an itemCode), by name. */
export async function searchItemCodes(db: Db, options: SearchItemCodesOptions): Promise<RouteResult<typeof searchItemCodesContract>> {
  const search = normalizeSearch(options.search);
  const rows = await db
    .select({ productId: products.id, name: products.name, itemCode: products.itemCode, itemClassificationCode: products.itemClassificationCode })
    .from(products)
    .where(liveProductsOf(
      options.businessId,
      isNotNull(products.itemCode),
      ne(products.itemCode, ''),
      search ? matchesAny(search, [products.name, products.itemCode]) : undefined,
    ))
    .orderBy(...byName)
    .limit(MAX_HITS);
  return rows.map((row) => ({ ...row, itemCode: row.itemCode! }));
}
