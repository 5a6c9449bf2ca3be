import type { DbOrTx } from '../../db/client';
import { auditMany } from '../../lib/audit';
import { scoped } from '../../lib/scoped';
import { categories, subcategories } from './categories.schema';
import { categoryNameError } from './create-missing-category';
import type { CategoryNameQuery, ResolvedCategory } from './resolve-category-names';

export interface CreateMissingCategoriesOptions {
  tenantId: number;
  userId: number;
  businessId: number;
  queries: CategoryNameQuery[];
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * createMissingCategory for many rows at once (a bulk import's chunk, rows that are otherwise good): reads both
 * tables once, makes each missing category and subcategory once (the first row naming it gives its spelling and,
 * for a category, its product type) in one INSERT each, with their audit rows, and answers one ResolvedCategory per
 * query in order. Names compare trimmed and case-insensitively, a category of the row's own type winning, exactly
 * as resolveCategoryNames and the unique indexes do. Runs in the caller's transaction.
 */
export async function createMissingCategories(tx: DbOrTx, options: CreateMissingCategoriesOptions): Promise<ResolvedCategory[]> {
  const { tenantId, userId, businessId, queries } = options;
  // Sequential: `tx` is one connection.
  const categoryRows: { id: number; name: string; productType: number }[] = await tx
    .select({ id: categories.id, name: categories.name, productType: categories.productType })
    .from(categories)
    .where(scoped(categories, { businessId }));
  const subcategoryRows: { id: number; name: string; categoryId: number }[] = await tx
    .select({ id: subcategories.id, name: subcategories.name, categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(scoped(subcategories, { businessId }));
  const findCategory = (query: CategoryNameQuery) => {
    const named = categoryRows.filter((row) => key(row.name) === key(query.category));
    return named.find((row) => row.productType === query.productType) ?? named[0];
  };
  const log = (entity: string, rows: { id: number; detail: Record<string, unknown> }[]) =>
    auditMany(
      tx,
      rows.map((row) => ({ tenantId, businessId, userId, action: 'create', entity, entityId: row.id, detail: { ...row.detail, source: 'import' } })),
    );

  const newCategories = new Map<string, { name: string; productType: 0 | 1 }>();
  for (const query of queries) {
    if (categoryNameError(query) || !query.category.trim() || findCategory(query)) continue;
    if (!newCategories.has(key(query.category))) newCategories.set(key(query.category), { name: query.category.trim(), productType: query.productType });
  }
  if (newCategories.size > 0) {
    const made = await tx
      .insert(categories)
      .values([...newCategories.values()].map((row) => ({ tenantId, businessId, name: row.name, description: null, productType: row.productType })))
      .returning({ id: categories.id, name: categories.name, productType: categories.productType });
    categoryRows.push(...made);
    await log(
      'category',
      made.map((row) => ({ id: row.id, detail: { categoryname: row.name, productType: row.productType } })),
    );
  }

  const subKey = (categoryId: number, name: string) => `${categoryId}:${key(name)}`;
  const subcategoryIds = new Map(subcategoryRows.map((row) => [subKey(row.categoryId, row.name), row.id]));
  const newSubcategories = new Map<string, { categoryId: number; name: string }>();
  for (const query of queries) {
    const category = categoryNameError(query) || !query.subcategory.trim() ? undefined : findCategory(query);
    if (!category) continue;
    const wanted = subKey(category.id, query.subcategory);
    if (!subcategoryIds.has(wanted) && !newSubcategories.has(wanted)) newSubcategories.set(wanted, { categoryId: category.id, name: query.subcategory.trim() });
  }
  if (newSubcategories.size > 0) {
    const made = await tx
      .insert(subcategories)
      .values([...newSubcategories.values()].map((row) => ({ tenantId, businessId, categoryId: row.categoryId, name: row.name, description: null })))
      .returning({ id: subcategories.id, name: subcategories.name, categoryId: subcategories.categoryId });
    for (const row of made) subcategoryIds.set(subKey(row.categoryId, row.name), row.id);
    await log(
      'subcategory',
      made.map((row) => ({ id: row.id, detail: { name: row.name, categoryId: row.categoryId } })),
    );
  }

  return queries.map((query): ResolvedCategory => {
    const error = categoryNameError(query);
    if (error) return { error };
    if (!query.category.trim()) return { categoryId: null, subcategoryId: null };
    const category = findCategory(query)!;
    if (!query.subcategory.trim()) return { categoryId: category.id, subcategoryId: null };
    return { categoryId: category.id, subcategoryId: subcategoryIds.get(subKey(category.id, query.subcategory))! };
  });
}
