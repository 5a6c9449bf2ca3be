import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { productVariants, products } from './products.schema';

/**
 * Names of the business's products and variants among the ids, deleted ones too: a record (a stock movement)
 * outlives the product it names.
 */
export async function findProductNames(
  db: DbOrTx,
  businessId: number,
  ids: { productIds: readonly number[]; variantIds: readonly number[] },
): Promise<{ productNames: Map<number, string>; variantNames: Map<number, string> }> {
  const productRows = ids.productIds.length
    ? await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(and(scoped(products, { businessId }), inArray(products.id, [...new Set(ids.productIds)])))
    : [];
  const variantRows = ids.variantIds.length
    ? await db
        .select({ id: productVariants.id, name: productVariants.name })
        .from(productVariants)
        .where(and(scoped(productVariants, { businessId }), inArray(productVariants.id, [...new Set(ids.variantIds)])))
    : [];
  return { productNames: new Map(productRows.map((row) => [row.id, row.name])), variantNames: new Map(variantRows.map((row) => [row.id, row.name])) };
}
