import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { findCategoryNames } from '../categories/find-category-refs';
import { products } from './products.schema';

/** Tracked goods at or below their low-stock level, the furthest below first. */
export async function findLowStock(db: DbOrTx, businessId: number, limit: number) {
  const rows = await db
    .select({ productId: products.id, name: products.name, quantity: products.quantity, lowstock: products.lowstock })
    .from(products)
    .where(
      and(
        scoped(products, { businessId }),
        isNull(products.deletedAt),
        eq(products.productType, 0),
        eq(products.trackInventory, true),
        gt(products.lowstock, 0),
        lte(products.quantity, products.lowstock),
      ),
    )
    .orderBy(asc(sql`${products.quantity} - ${products.lowstock}`), asc(products.name))
    .limit(limit);
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), lowstock: Number(row.lowstock) }));
}

/** The category name of each product that has one, for figures grouped by category. */
export async function findProductCategoryNames(db: DbOrTx, businessId: number, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: products.id, categoryId: products.categoryId })
    .from(products)
    .where(and(scoped(products, { businessId }), inArray(products.id, productIds)));
  const { categoryNames } = await findCategoryNames(db, {
    categoryIds: [...new Set(rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])))],
    subcategoryIds: [],
  });
  return new Map(
    rows.flatMap((row) => (row.categoryId && categoryNames.has(row.categoryId) ? [[row.productId, categoryNames.get(row.categoryId)!] as const] : [])),
  );
}

/** The category id of each product that has one (the categories report's sales per category). */
export async function findProductCategoryIds(db: DbOrTx, businessId: number, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: products.id, categoryId: products.categoryId })
    .from(products)
    .where(and(scoped(products, { businessId }), inArray(products.id, productIds)));
  return new Map(rows.flatMap((row) => (row.categoryId ? [[row.productId, row.categoryId] as const] : [])));
}
