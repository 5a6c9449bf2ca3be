import { and, asc, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { liveProductsOf } from './products.queries';
import { products } from './products.schema';

/** What the tax authority's item register (saveItem, specs/etims-oscu.md §5.11) needs of a product. */
export interface ItemSource {
  productId: number;
  name: string;
  sellingPrice: number;
  taxCode: string;
  barCode: string | null;
  kraProductType: string;
  itemClassificationCode: string | null;
  packagingUnitCode: string | null;
  quantityUnitCode: string | null;
  countryOrigin: string | null;
  itemCode: string | null;
}

const columns = {
  productId: products.id,
  name: products.name,
  sellingPrice: products.sellingPrice,
  taxCode: products.taxCode,
  barCode: products.barCode,
  kraProductType: products.kraProductType,
  itemClassificationCode: products.itemClassificationCode,
  packagingUnitCode: products.packagingUnitCode,
  quantityUnitCode: products.quantityUnitCode,
  countryOrigin: products.countryOrigin,
  itemCode: products.itemCode,
};

/**
 * The business's live products (all, or the ids given, deleted ones included then: a sale may name one), oldest
 * first; `afterProductId` and `limit` read them a chunk at a time (the device's back-fill).
 */
export async function findItemSources(
  db: DbOrTx,
  options: { businessId: number; productIds?: readonly number[]; afterProductId?: number; limit?: number },
): Promise<ItemSource[]> {
  if (options.productIds) {
    if (options.productIds.length === 0) return [];
    return db
      .select(columns)
      .from(products)
      .where(and(scoped(products, options), inArray(products.id, [...options.productIds])));
  }
  const live = liveProductsOf(options.businessId);
  const query = db
    .select(columns)
    .from(products)
    .where(options.afterProductId === undefined ? live : and(live, gt(products.id, options.afterProductId)))
    .orderBy(asc(products.id));
  return options.limit === undefined ? query : query.limit(options.limit);
}
