import { and, asc, inArray } from 'drizzle-orm';
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

/** The business's live products (all, or the ids given, deleted ones included then: a sale may name one), oldest first. */
export async function findItemSources(db: DbOrTx, options: { businessId: number; productIds?: readonly number[] }): Promise<ItemSource[]> {
  if (options.productIds) {
    if (options.productIds.length === 0) return [];
    return db
      .select(columns)
      .from(products)
      .where(and(scoped(products, options), inArray(products.id, [...options.productIds])));
  }
  return db.select(columns).from(products).where(liveProductsOf(options.businessId)).orderBy(asc(products.id));
}
