import { eq } from 'drizzle-orm';
import type { Product } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { categories, products } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { assertRecordAccess, type AuthContext } from '../../plugins/authorize';
import { categoryConditions } from './product-filters';
import { byName, liveProductsOf, withExtras } from './products.queries';

export interface FindProductsByCategoryOptions {
  categoryId: number;
  /** A subcategory of that category; 0 or absent for the whole category. */
  subcategoryId?: number;
  auth: AuthContext;
}

/** I9: the route names a category, so the business is the category's, and a category of another shop is 404. */
export async function findProductsByCategory(db: DbOrTx, options: FindProductsByCategoryOptions): Promise<Product[]> {
  const [category] = await db.select({ businessId: categories.businessId }).from(categories).where(eq(categories.id, options.categoryId));
  if (!category) throw notFound('Category');
  assertRecordAccess(options.auth, category.businessId, 'Category', ['products']);
  const rows = await db
    .select()
    .from(products)
    .where(liveProductsOf(category.businessId, ...categoryConditions(options.categoryId, options.subcategoryId)))
    .orderBy(...byName);
  return withExtras(db, rows);
}
