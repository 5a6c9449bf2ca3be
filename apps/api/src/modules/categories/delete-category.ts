import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, subcategories } from './categories.schema';
import { unlinkDeletedProducts } from '../products/products-in-categories';
import { AppError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { countProductsInCategory, findCategoryRow } from './categories.queries';
import { msg } from '../../lib/messages';

export interface DeleteCategoryOptions {
  id: number;
  auth: AuthContext;
}

/**
 * I23: a category records nothing itself, so an empty one is removed outright with its subcategories;
 * the audit rows keep what they were. Any live product in it (or in a subcategory) makes it 409 IN_USE.
 */
export async function deleteCategory(db: Db, options: DeleteCategoryOptions): Promise<null> {
  const { auth } = options;
  await db.transaction(async (tx) => {
    const category = await findCategoryRow(tx, options.id);
    if (!category) throw notFound('Category', options.id);
    assertRecordAccess(auth, category.businessId, 'Category', ['products'], options.id);
    const inUse = await countProductsInCategory(tx, category.id);
    if (inUse > 0) {
      throw new AppError(
        'IN_USE',
        inUse === 1 ? msg('catalog.categoryInUseOne', { name: category.name }) : msg('catalog.categoryInUse', { name: category.name, count: inUse }),
      );
    }
    await unlinkDeletedProducts(tx, category.id);
    const removed = await tx.delete(subcategories).where(eq(subcategories.categoryId, category.id)).returning();
    await tx.delete(categories).where(eq(categories.id, category.id));
    const base = { tenantId: category.tenantId, businessId: category.businessId, userId: auth.userId, action: 'delete' };
    for (const subcategory of removed) {
      await audit(tx, { ...base, entity: 'subcategory', entityId: subcategory.id, detail: { name: subcategory.name, categoryId: category.id } });
    }
    await audit(tx, {
      ...base,
      entity: 'category',
      entityId: category.id,
      detail: { categoryname: category.name, longdesc: category.description, productType: category.productType, subcategories: removed.map((row) => row.name) },
    });
  });
  return null;
}
