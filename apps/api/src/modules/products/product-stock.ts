import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { findProductRow, isTracked, liveProductsOf, type ProductRow, type VariantRow } from './products.queries';
import { products, productVariants } from './products.schema';

/**
 * What the stock module may read and write of products: rows, row locks, the quantity and price
 * columns and the tracking flag. The product tables stay this module's; stock reaches them only here.
 */
export type { ProductRow, VariantRow };

/** A live product by id (any business: the caller checks access). */
export function findLiveProduct(db: DbOrTx, id: number): Promise<ProductRow | undefined> {
  return findProductRow(db, id);
}

/** The live product, locked FOR UPDATE until the transaction ends; with `businessId`, only that business's. */
export async function lockLiveProduct(tx: DbOrTx, id: number, businessId?: number): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), businessId === undefined ? undefined : scoped(products, { businessId }), isNull(products.deletedAt)))
    .for('update');
  return row;
}

export async function findLiveVariantIds(tx: DbOrTx, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.deletedAt)));
  return rows.map((row) => row.id);
}

/** A live variant of the product, locked FOR UPDATE. */
export async function lockLiveVariant(tx: DbOrTx, productId: number, variantId: number): Promise<VariantRow | undefined> {
  const [variant] = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId), isNull(productVariants.deletedAt)))
    .for('update');
  return variant;
}

/** New on-hand figures after a movement: the variant's (if any) and the product's, which is the sum of its variants'. */
export async function setOnHand(
  tx: DbOrTx,
  change: { productId: number; productQuantity: number; variantId?: number | null; variantQuantity?: number },
): Promise<void> {
  if (change.variantId && change.variantQuantity !== undefined) {
    await tx.update(productVariants).set({ quantity: change.variantQuantity }).where(eq(productVariants.id, change.variantId));
  }
  await tx.update(products).set({ quantity: change.productQuantity, updatedOn: new Date() }).where(eq(products.id, change.productId));
}

/** A variant by id, as stored. */
export async function findVariant(tx: DbOrTx, variantId: number): Promise<VariantRow | undefined> {
  const [variant] = await tx.select().from(productVariants).where(eq(productVariants.id, variantId));
  return variant;
}

export type PriceColumns = Partial<Pick<ProductRow, 'sellingPrice' | 'minSellingPrice' | 'wholesalePrice' | 'minWholesalePrice' | 'buyingPrice'>>;

export async function setVariantPrices(tx: DbOrTx, variantId: number, prices: PriceColumns): Promise<void> {
  await tx.update(productVariants).set(prices).where(eq(productVariants.id, variantId));
}

export async function setProductPrices(tx: DbOrTx, productId: number, prices: PriceColumns): Promise<void> {
  await tx
    .update(products)
    .set({ ...prices, updatedOn: new Date() })
    .where(eq(products.id, productId));
}

/** Every tracked live product of the business, locked in id order (so concurrent writers never deadlock), with its live variants. */
export async function lockTrackedProducts(tx: DbOrTx, businessId: number) {
  const rows = (await tx.select().from(products).where(liveProductsOf(businessId)).orderBy(asc(products.id)).for('update')).filter(isTracked);
  const variants = rows.length
    ? await tx
        .select({ id: productVariants.id, productId: productVariants.productId, quantity: productVariants.quantity })
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
        .orderBy(asc(productVariants.id))
    : [];
  return { rows, variants };
}

/** I32: trackInventory on for every live good of the business (services have no stock); answers the ids changed. */
export async function trackAllGoods(tx: DbOrTx, businessId: number): Promise<number[]> {
  const changed = await tx
    .update(products)
    .set({ trackInventory: true, updatedOn: new Date() })
    .where(liveProductsOf(businessId, eq(products.productType, 0), eq(products.trackInventory, false)))
    .returning({ id: products.id });
  return changed.map((row) => row.id);
}

/** Variant names by id (a stock history page names the variant of each row). */
export async function findVariantNames(db: DbOrTx, variantIds: number[]): Promise<Map<number, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db.select({ id: productVariants.id, name: productVariants.name }).from(productVariants).where(inArray(productVariants.id, variantIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}
