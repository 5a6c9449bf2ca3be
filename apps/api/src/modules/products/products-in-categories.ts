import { and, eq, inArray, isNotNull, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { products, productVariants } from './products.schema';

/**
 * What the categories module asks of products: the product table stays this module's, and categories
 * reach it only through these functions.
 */

/** Live products per category (inactive ones count: they still sit in the category). */
export async function countLiveProductsByCategory(db: DbOrTx, categoryIds: number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(inArray(products.categoryId, categoryIds), isNull(products.deletedAt)))
    .groupBy(products.categoryId);
  return new Map(rows.map((row) => [row.categoryId!, Number(row.count)]));
}

/** Live products in the category or in any of `subcategoryIds` (a subquery, so it stays one statement). */
export async function countLiveProductsIn(db: DbOrTx, categoryId: number, subcategoryIds: SQLWrapper): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(isNull(products.deletedAt), or(eq(products.categoryId, categoryId), inArray(products.subcategoryId, subcategoryIds))));
  return Number(row?.count ?? 0);
}

/** I24: the subcategory's products stay in their category with none; answers the ids moved (for the audit row). */
export async function clearSubcategory(tx: DbOrTx, subcategoryId: number): Promise<number[]> {
  const moved = await tx
    .update(products)
    .set({ subcategoryId: null, updatedOn: new Date() })
    .where(eq(products.subcategoryId, subcategoryId))
    .returning({ id: products.id });
  return moved.map((row) => row.id);
}

/** Soft-deleted products may still point at a category being deleted; they lose the link (the foreign key would refuse the delete). */
export async function unlinkDeletedProducts(tx: DbOrTx, categoryId: number): Promise<void> {
  await tx
    .update(products)
    .set({ categoryId: null, subcategoryId: null })
    .where(and(eq(products.categoryId, categoryId), isNotNull(products.deletedAt)));
}

export interface ProductPlace {
  id: number;
  categoryId: number | null;
  subcategoryId: number | null;
}

/** The live products of the business among `ids`, with where they sit now. */
export function findProductPlaces(tx: DbOrTx, businessId: number, ids: number[]): Promise<ProductPlace[]> {
  return tx
    .select({ id: products.id, categoryId: products.categoryId, subcategoryId: products.subcategoryId })
    .from(products)
    .where(and(inArray(products.id, ids), scoped(products, { businessId }), isNull(products.deletedAt)));
}

/** I21: move products into a category (and optionally one of its subcategories). */
export async function moveProducts(tx: DbOrTx, ids: number[], place: { categoryId: number; subcategoryId: number | null }): Promise<void> {
  await tx
    .update(products)
    .set({ ...place, updatedOn: new Date() })
    .where(inArray(products.id, ids));
}

/** A product's stock at cost: per variant when it has live variants (each has its own buying price). */
const stockValueOfProduct = sql`coalesce(
  (select sum(${productVariants.quantity} * ${productVariants.buyingPrice}) from ${productVariants}
    where ${productVariants.productId} = ${products.id} and ${productVariants.deletedAt} is null),
  ${products.quantity} * ${products.buyingPrice})`;
/** Only stock that is counted has a quantity worth reporting: services and untracked items are left out. */
const isTracked = sql`${products.trackInventory} and ${products.productType} = 0`;

/** I8's figures per category id (null = no category): live products, tracked stock and its value at buying price. */
export function sumStockByCategory(db: DbOrTx, businessId: number) {
  return db
    .select({
      categoryId: products.categoryId,
      productCount: sql<number>`count(*)::int`,
      stockQuantity: sql<string>`coalesce(sum(${products.quantity}) filter (where ${isTracked}), 0)`,
      stockValue: sql<string>`coalesce(sum(${stockValueOfProduct}) filter (where ${isTracked}), 0)`,
    })
    .from(products)
    .where(and(scoped(products, { businessId }), isNull(products.deletedAt)))
    .groupBy(products.categoryId);
}
