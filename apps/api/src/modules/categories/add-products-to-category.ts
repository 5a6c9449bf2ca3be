import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { addProductsToCategory as addProductsToCategoryContract, RouteBody, RouteResult } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { invalid, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess, type AuthContext } from '../../plugins/authorize';
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
    if (!category) throw notFound(`Category ${input.categoryId}`);
    assertRecordAccess(auth, category.businessId, `Category ${input.categoryId}`, ['products']);
    const subcategoryId = input.category_OneId || null;
    if (subcategoryId) {
      const subcategory = await findSubcategoryRow(tx, subcategoryId);
      if (!subcategory || subcategory.categoryId !== category.id) {
        throw invalid('category_OneId', `category_OneId ${subcategoryId} is not a subcategory of ${category.name}`);
      }
    }
    const ids = [...new Set(input.productIds)];
    const found = await tx
      .select({ id: products.id, categoryId: products.categoryId, subcategoryId: products.subcategoryId })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.businessId, category.businessId), isNull(products.deletedAt)));
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(`Product ${missing.join(', ')}`);
    await tx
      .update(products)
      .set({ categoryId: category.id, subcategoryId, updatedOn: new Date() })
      .where(inArray(products.id, ids));
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
