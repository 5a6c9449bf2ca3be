import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { categories, subcategories } from './categories.schema';
import { resolveCategoryNames, type CategoryNameQuery, type ResolvedCategory } from './resolve-category-names';

export interface CreateMissingCategoryOptions {
  tenantId: number;
  userId: number;
  businessId: number;
  query: CategoryNameQuery;
}

/** The longest category or subcategory name the screens accept (I16, I17). */
const MAX_NAME = 100;

/**
 * What refuses a row's category names before any is looked up or made: a subcategory without its category
 * (nothing to put it under) or a name longer than the screens accept. Null when the names can be used.
 */
export function categoryNameError(query: CategoryNameQuery): string | null {
  const categoryName = query.category.trim();
  const subcategoryName = query.subcategory.trim();
  if (!categoryName) return subcategoryName ? `subcategory "${subcategoryName}" needs its category` : null;
  for (const name of [categoryName, subcategoryName]) {
    if (name.length > MAX_NAME) return `category "${name.slice(0, 20)}…" is longer than ${MAX_NAME} characters`;
  }
  return null;
}

async function resolveOne(tx: DbOrTx, businessId: number, query: CategoryNameQuery): Promise<ResolvedCategory> {
  const [resolved] = await resolveCategoryNames(tx, { businessId, queries: [query] });
  return resolved!;
}

/**
 * A CSV row's category and subcategory by name, creating whichever the business does not have yet, so
 * an owner's spreadsheet (and the template's own sample row) imports without setting up categories
 * first. Runs inside the row's savepoint: when the row is refused, the categories made for it go too.
 * Reads the tables each time, so a category an earlier row created is found, not made twice.
 */
export async function createMissingCategory(tx: DbOrTx, options: CreateMissingCategoryOptions): Promise<ResolvedCategory> {
  const { businessId, query } = options;
  const categoryName = query.category.trim();
  const subcategoryName = query.subcategory.trim();
  // A subcategory without its category stays the row's fault: there is nothing to put it under.
  if (!categoryName) return resolveOne(tx, businessId, query);
  const nameError = categoryNameError(query);
  if (nameError) return { error: nameError };
  const log = (entity: string, entityId: number, detail: Record<string, unknown>) =>
    audit(tx, { tenantId: options.tenantId, businessId, userId: options.userId, action: 'create', entity, entityId, detail: { ...detail, source: 'import' } });

  let category = await resolveOne(tx, businessId, { ...query, subcategory: '' });
  if ('error' in category) {
    const [row] = await tx
      .insert(categories)
      .values({ tenantId: options.tenantId, businessId, name: categoryName, description: null, productType: query.productType })
      .returning({ id: categories.id });
    await log('category', row!.id, { categoryname: categoryName, productType: query.productType });
    category = { categoryId: row!.id, subcategoryId: null };
  }
  if (!subcategoryName) return category;
  const full = await resolveOne(tx, businessId, query);
  if (!('error' in full)) return full;
  const [row] = await tx
    .insert(subcategories)
    .values({ tenantId: options.tenantId, businessId, categoryId: category.categoryId!, name: subcategoryName, description: null })
    .returning({ id: subcategories.id });
  await log('subcategory', row!.id, { name: subcategoryName, categoryId: category.categoryId });
  return { categoryId: category.categoryId, subcategoryId: row!.id };
}
