import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subcategories } from './categories.schema';
import { clearSubcategory } from '../products/products-in-categories';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
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
    if (!subcategory) throw notFound('Subcategory', options.id);
    assertRecordAccess(auth, subcategory.businessId, 'Subcategory', ['products'], options.id);
    // Done here rather than left to ON DELETE SET NULL so the moved products are known to the audit row.
    const movedIds = await clearSubcategory(tx, subcategory.id);
    await tx.delete(subcategories).where(eq(subcategories.id, subcategory.id));
    await audit(tx, {
      tenantId: subcategory.tenantId,
      businessId: subcategory.businessId,
      userId: auth.userId,
      action: 'delete',
      entity: 'subcategory',
      entityId: subcategory.id,
      detail: { name: subcategory.name, description: subcategory.description, categoryId: subcategory.categoryId, productIds: movedIds },
    });
  });
  return null;
}
