import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { qualified } from '../../db/qualified';
import { scoped } from '../../lib/scoped';
import { categories, subcategories } from './categories.schema';

/** What other modules may know of categories: ownership, a subcategory's parent, names by id. */

/** Whether the category is one of the business's. */
export async function isCategoryOf(db: DbOrTx, businessId: number, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), scoped(categories, { businessId })));
  return row !== undefined;
}

/** The parent category of a subcategory of the business, or undefined. */
export async function findSubcategoryParent(db: DbOrTx, businessId: number, subcategoryId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(and(eq(subcategories.id, subcategoryId), scoped(subcategories, { businessId })));
  return row?.categoryId;
}

/** The business a category belongs to (any business: the caller checks access), or undefined. */
export async function findCategoryBusinessId(db: DbOrTx, categoryId: number): Promise<number | undefined> {
  const [row] = await db.select({ businessId: categories.businessId }).from(categories).where(eq(categories.id, categoryId));
  return row?.businessId;
}

/** Category and subcategory names by id, for lists that show them (two queries, none when no ids). */
export async function findCategoryNames(db: DbOrTx, ids: { categoryIds: number[]; subcategoryIds: number[] }) {
  const categoryRows = ids.categoryIds.length
    ? await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids.categoryIds))
    : [];
  const subcategoryRows = ids.subcategoryIds.length
    ? await db.select({ id: subcategories.id, name: subcategories.name }).from(subcategories).where(inArray(subcategories.id, ids.subcategoryIds))
    : [];
  return { categoryNames: new Map(categoryRows.map((row) => [row.id, row.name])), subcategoryNames: new Map(subcategoryRows.map((row) => [row.id, row.name])) };
}

/** A scalar subquery naming the category `categoryId` points at (null when none), for a list's row read. */
export function categoryNameOf(categoryId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${qualified(categories, categories.name)} from ${categories} where ${qualified(categories, categories.id)} = ${categoryId})`;
}

/** A scalar subquery naming the subcategory `subcategoryId` points at (null when none). */
export function subcategoryNameOf(subcategoryId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${qualified(subcategories, subcategories.name)} from ${subcategories} where ${qualified(subcategories, subcategories.id)} = ${subcategoryId})`;
}
