import { eq } from 'drizzle-orm';
import type { Product } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { products } from './products.schema';
import { byName, liveProductsOf, withExtras } from './products.queries';

export interface FindProductsOptions {
  businessId: number;
  /** I3: 0 (goods), I5: 1 (services); absent for I1 (both). */
  productType?: 0 | 1;
}

/** I1, I3, I5: the tabs of the product list, active and inactive, by name. */
export async function findProducts(db: DbOrTx, options: FindProductsOptions): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(liveProductsOf(options.businessId, options.productType === undefined ? undefined : eq(products.productType, options.productType)))
    .orderBy(...byName);
  return withExtras(db, rows);
}
