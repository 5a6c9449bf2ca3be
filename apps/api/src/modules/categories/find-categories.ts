import { and, eq } from 'drizzle-orm';
import type { Category } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { categories } from './categories.schema';
import { categoriesByName, findSubcategoryRows, toCategory } from './categories.queries';
import { countLiveProductsByCategory } from '../products/products-in-categories';
import { scoped } from '../../lib/scoped';

export interface FindCategoriesOptions {
  businessId: number;
  /** The ProductType query: Products → 0, Services → 1, absent → both. */
  productType?: 0 | 1;
}

/** I6: the business's categories by name, each with its subcategories (by name) and live product count. */
export async function findCategories(db: Db, options: FindCategoriesOptions): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(scoped(categories, options), ...(options.productType === undefined ? [] : [eq(categories.productType, options.productType)])))
    .orderBy(...categoriesByName);
  const ids = rows.map((row) => row.id);
  const [subcategoryRows, counts] = await Promise.all([findSubcategoryRows(db, ids), countLiveProductsByCategory(db, ids)]);
  return rows.map((row) =>
    toCategory(
      row,
      subcategoryRows.filter((sub) => sub.categoryId === row.id),
      counts.get(row.id) ?? 0,
    ),
  );
}
