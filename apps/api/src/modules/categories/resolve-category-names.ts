import type { DbOrTx } from '../../db/client';
import { categories, subcategories } from './categories.schema';
import { scoped } from '../../lib/scoped';

export interface CategoryNameQuery {
  /** Blank means no category. */
  category: string;
  subcategory: string;
  /** 0 product, 1 service: a name may exist once for each (categories_name_uq). */
  productType: 0 | 1;
}

export type ResolvedCategory = { categoryId: number | null; subcategoryId: number | null } | { error: string };

export interface ResolveCategoryNamesOptions {
  businessId: number;
  queries: CategoryNameQuery[];
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * Category and subcategory names (as a CSV import gives them) → the business's ids, one answer per query,
 * reading both tables once. Names compare trimmed and case-insensitively, as the unique indexes do. A
 * category of the row's own product type wins over a same-named one of the other type.
 */
export async function resolveCategoryNames(db: DbOrTx, options: ResolveCategoryNamesOptions): Promise<ResolvedCategory[]> {
  // Sequential: `db` may be a transaction (one connection).
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, productType: categories.productType })
    .from(categories)
    .where(scoped(categories, options));
  const subcategoryRows = await db
    .select({ id: subcategories.id, name: subcategories.name, categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(scoped(subcategories, options));
  const subcategoryIds = new Map(subcategoryRows.map((row) => [`${row.categoryId}:${key(row.name)}`, row.id]));

  return options.queries.map((query): ResolvedCategory => {
    const categoryName = query.category.trim();
    const subcategoryName = query.subcategory.trim();
    if (!categoryName) {
      return subcategoryName ? { error: `subcategory "${subcategoryName}" needs its category` } : { categoryId: null, subcategoryId: null };
    }
    const named = categoryRows.filter((row) => key(row.name) === key(categoryName));
    const category = named.find((row) => row.productType === query.productType) ?? named[0];
    if (!category) return { error: `category "${categoryName}" does not exist` };
    if (!subcategoryName) return { categoryId: category.id, subcategoryId: null };
    const subcategoryId = subcategoryIds.get(`${category.id}:${key(subcategoryName)}`);
    if (!subcategoryId) return { error: `subcategory "${subcategoryName}" does not exist in category "${category.name}"` };
    return { categoryId: category.id, subcategoryId };
  });
}
