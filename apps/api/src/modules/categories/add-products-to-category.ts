import type { addProductsToCategory as addProductsToCategoryContract, RouteBody, RouteResult } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { findProductPlaces, moveProducts } from '../products/products-in-categories';
import { invalid, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { findCategoryRow, findSubcategoryRow } from './categories.queries';

export interface AddProductsToCategoryOptions {
  auth: AuthContext;
  input: RouteBody<typeof addProductsToCategoryContract>;
}

/**
 * I21: move products into a category, or into one of its subcategories. Category, subcategory and
 * products must all be of one business the caller may manage products in; a product of another
 * business is reported as not found, never moved.
 */
export async function addProductsToCategory(db: Db, options: AddProductsToCategoryOptions): Promise<RouteResult<typeof addProductsToCategoryContract>> {
  const { auth, input } = options;
  return db.transaction(async (tx) => {
    const category = await findCategoryRow(tx, input.categoryId);
    if (!category) throw notFound('Category', input.categoryId);
    assertRecordAccess(auth, category.businessId, 'Category', ['products'], input.categoryId);
    const subcategoryId = input.category_OneId || null;
    if (subcategoryId) {
      const subcategory = await findSubcategoryRow(tx, subcategoryId);
      if (!subcategory || subcategory.categoryId !== category.id) {
        throw invalid('category_OneId', 'catalog.subcategoryNotOf', { id: String(subcategoryId), name: category.name });
      }
    }
    const ids = [...new Set(input.productIds)];
    const found = await findProductPlaces(tx, category.businessId, ids);
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound('Product', missing.join(', '));
    await moveProducts(tx, ids, { categoryId: category.id, subcategoryId });
    await audit(tx, {
      tenantId: category.tenantId,
      businessId: category.businessId,
      userId: auth.userId,
      action: 'add-products',
      entity: 'category',
      entityId: category.id,
      detail: { subcategoryId, products: found.map((row) => ({ id: row.id, fromCategoryId: row.categoryId, fromSubcategoryId: row.subcategoryId })) },
    });
    return { updated: ids.length };
  });
}
