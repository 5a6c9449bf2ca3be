import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, subcategories } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess, type AuthContext } from '../../plugins/authorize';
import { findSubcategoryRow } from './categories.queries';

export interface DeleteSubcategoryOptions {
  id: number;
  auth: AuthContext;
}

/** I24: remove a subcategory; its products stay in the category with no subcategory. */
export async function deleteSubcategory(db: Db, options: DeleteSubcategoryOptions): Promise<null> {
  const { auth } = options;
  await db.transaction(async (tx) => {
    const subcategory = await findSubcategoryRow(tx, options.id);
    if (!subcategory) throw notFound(`Subcategory ${options.id}`);
    assertRecordAccess(auth, subcategory.businessId, `Subcategory ${options.id}`, ['products']);
    // Done here rather than left to ON DELETE SET NULL so the moved products are known to the audit row.
    const moved = await tx
      .update(products)
      .set({ subcategoryId: null, updatedOn: new Date() })
      .where(eq(products.subcategoryId, subcategory.id))
      .returning({ id: products.id });
    await tx.delete(subcategories).where(eq(subcategories.id, subcategory.id));
    await audit(tx, {
      tenantId: subcategory.tenantId,
      businessId: subcategory.businessId,
      userId: auth.userId,
      action: 'delete',
      entity: 'subcategory',
      entityId: subcategory.id,
      detail: { name: subcategory.name, description: subcategory.description, categoryId: subcategory.categoryId, productIds: moved.map((row) => row.id) },
    });
  });
  return null;
}
