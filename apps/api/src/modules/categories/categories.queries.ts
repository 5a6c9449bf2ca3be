import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Category, Subcategory } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { categories, subcategories } from './categories.schema';
import { countLiveProductsByCategory, countLiveProductsIn } from '../products/products-in-categories';
import { AppError } from '../../lib/app-error';
import { scoped } from '../../lib/scoped';
import { msg } from '../../lib/messages';

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;

export function toSubcategory(row: SubcategoryRow): Subcategory {
  return { id: row.id, name: row.name, description: row.description, businessId: row.businessId, categoryId: row.categoryId };
}

export function toCategory(row: CategoryRow, subcategoryRows: SubcategoryRow[], productCount: number): Category {
  return {
    id: row.id,
    categoryname: row.name,
    longdesc: row.description,
    productType: row.productType === 1 ? 1 : 0,
    businessId: row.businessId,
    subcategories: subcategoryRows.map(toSubcategory),
    productCount,
  };
}

export const categoriesByName = [asc(sql`lower(${categories.name})`), asc(categories.id)];
export const subcategoriesByName = [asc(sql`lower(${subcategories.name})`), asc(subcategories.id)];

export async function findCategoryRow(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function findSubcategoryRow(db: DbOrTx, id: number): Promise<SubcategoryRow | undefined> {
  const [row] = await db.select().from(subcategories).where(eq(subcategories.id, id));
  return row;
}

export async function findSubcategoryRows(db: DbOrTx, categoryIds: number[]): Promise<SubcategoryRow[]> {
  if (categoryIds.length === 0) return [];
  return db
    .select()
    .from(subcategories)
    .where(inArray(subcategories.categoryId, categoryIds))
    .orderBy(...subcategoriesByName);
}

/** A category with its subcategories and product count, as every category route answers. */
export async function getCategoryDto(db: DbOrTx, row: CategoryRow): Promise<Category> {
  // Sequential: `db` may be a transaction, whose single connection must not be given concurrent queries.
  const subcategoryRows = await findSubcategoryRows(db, [row.id]);
  const counts = await countLiveProductsByCategory(db, [row.id]);
  return toCategory(row, subcategoryRows, counts.get(row.id) ?? 0);
}

/**
 * Live products in the category, or in one of its subcategories: the second test catches a product
 * whose categoryId was changed without clearing its subcategory.
 */
export function countProductsInCategory(db: DbOrTx, categoryId: number): Promise<number> {
  return countLiveProductsIn(db, categoryId, db.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.categoryId, categoryId)));
}

const duplicateCategory = (name: string) => new AppError('DUPLICATE', msg('catalog.categoryNameTaken', { field: 'categoryname', name }), 'categoryname');
const duplicateSubcategory = (name: string) => new AppError('DUPLICATE', msg('catalog.subcategoryNameTaken', { field: 'name', name }), 'name');

/** Names are unique per business and product type regardless of case: "Drinks" and "drinks" would confuse every picker. */
export async function assertCategoryNameFree(db: DbOrTx, options: { businessId: number; productType: number; name: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        scoped(categories, options),
        eq(categories.productType, options.productType),
        eq(sql`lower(${categories.name})`, options.name.toLowerCase()),
        ...(options.exceptId ? [ne(categories.id, options.exceptId)] : []),
      ),
    );
  if (row) throw duplicateCategory(options.name);
}

export async function assertSubcategoryNameFree(db: DbOrTx, options: { categoryId: number; name: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(
      and(
        eq(subcategories.categoryId, options.categoryId),
        eq(sql`lower(${subcategories.name})`, options.name.toLowerCase()),
        ...(options.exceptId ? [ne(subcategories.id, options.exceptId)] : []),
      ),
    );
  if (row) throw duplicateSubcategory(options.name);
}

function uniqueConstraintOf(err: unknown): string | null {
  for (let cause: unknown = err; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * The name checks run before the write, but two requests can pass them at the same moment; the unique
 * indexes then decide, and the loser gets the same 409 it would have got a moment later.
 */
export async function withNameConflicts<T>(work: () => Promise<T>, name: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = uniqueConstraintOf(err);
    if (constraint === 'categories_name_uq') throw duplicateCategory(name);
    if (constraint === 'subcategories_name_uq') throw duplicateSubcategory(name);
    throw err;
  }
}
