import { and, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isTracked, liveProductsOf } from './products.queries';
import { productVariants, products } from './products.schema';

export interface PurchaseProduct {
  id: number;
  name: string;
  /** A tracked good: buying it adds stock. */
  isTracked: boolean;
  /** Its live variants' ids; [] when it has none. */
  variantIds: number[];
  unitId: number | null;
}

/** The live products of the business among `ids`, as a purchase line needs them; another shop's ids are absent. */
export async function findPurchaseProducts(db: DbOrTx, businessId: number, ids: number[]): Promise<Map<number, PurchaseProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(liveProductsOf(businessId, inArray(products.id, [...new Set(ids)])));
  const variants = rows.length
    ? await db
        .select({ id: productVariants.id, productId: productVariants.productId })
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
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        isTracked: isTracked(row),
        variantIds: variants.filter((variant) => variant.productId === row.id).map((variant) => variant.id),
        unitId: row.unitId,
      },
    ]),
  );
}
