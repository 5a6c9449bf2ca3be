import { and, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { products, productVariants } from './products.schema';

export type SaleProduct = typeof products.$inferSelect;
export type SaleVariant = typeof productVariants.$inferSelect;

export interface SaleCatalog {
  products: Map<number, SaleProduct>;
  variantsOf: Map<number, SaleVariant[]>;
}

/** The live products a sale names, of this business, and their live variants: two queries whatever the number of lines. */
export async function findSaleCatalog(tx: DbOrTx, businessId: number, productIds: readonly number[]): Promise<SaleCatalog> {
  if (productIds.length === 0) return { products: new Map(), variantsOf: new Map() };
  const rows = await tx
    .select()
    .from(products)
    .where(and(inArray(products.id, [...productIds]), scoped(products, { businessId }), isNull(products.deletedAt)));
  const variants = rows.length
    ? await tx
        .select()
        .from(productVariants)
        .where(
          and(
            inArray(
              productVariants.productId,
              rows.map((row) => row.id),
            ),
            isNull(productVariants.deletedAt),
          ),
        )
    : [];
  const variantsOf = new Map<number, SaleVariant[]>();
  for (const variant of variants) variantsOf.set(variant.productId, [...(variantsOf.get(variant.productId) ?? []), variant]);
  return { products: new Map(rows.map((row) => [row.id, row])), variantsOf };
}

/** Products by id, as stored (a bundle's components: the bundle was checked to be the shop's). */
export function findProductsByIds(tx: DbOrTx, productIds: readonly number[]): Promise<SaleProduct[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(products)
    .where(inArray(products.id, [...productIds]));
}
