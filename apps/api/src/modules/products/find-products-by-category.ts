import type { Product } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { findCategoryBusinessId } from '../categories/find-category-refs';
import { products } from './products.schema';
import { notFound } from '../../lib/app-error';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
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
  const businessId = await findCategoryBusinessId(db, options.categoryId);
  if (businessId === undefined) throw notFound('Category');
  assertRecordAccess(options.auth, businessId, 'Category', ['products']);
  const rows = await db
    .select()
    .from(products)
    .where(liveProductsOf(businessId, ...categoryConditions(options.categoryId, options.subcategoryId)))
    .orderBy(...byName);
  return withExtras(db, rows);
}
