import { eq } from 'drizzle-orm';
import type { ProductRef } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { products } from './products.schema';
import { byName, liveProductsOf } from './products.queries';

/** I2: the light picker list: active products and services only. */
export async function findProductRefs(db: DbOrTx, options: { businessId: number }): Promise<ProductRef[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      productCode: products.productCode,
      barCode: products.barCode,
      productType: products.productType,
      quantity: products.quantity,
      sellingPrice: products.sellingPrice,
    })
    .from(products)
    .where(liveProductsOf(options.businessId, eq(products.active, true)))
    .orderBy(...byName);
  return rows.map((row) => ({ ...row, productType: row.productType === 1 ? 1 : 0 }));
}
