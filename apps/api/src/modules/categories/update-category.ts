import { eq } from 'drizzle-orm';
import type { Category, RouteBody, updateCategory as updateCategoryContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { categories } from './categories.schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { assertCategoryNameFree, findCategoryRow, getCategoryDto, withNameConflicts } from './categories.queries';

export interface UpdateCategoryOptions {
  id: number;
  auth: AuthContext;
  input: RouteBody<typeof updateCategoryContract>;
}

/** I20: rename or retype a category; the same name rule as I16 applies, the category itself excepted. */
export async function updateCategory(db: Db, options: UpdateCategoryOptions): Promise<Category> {
  const { input, auth } = options;
  return withNameConflicts(
    () =>
      db.transaction(async (tx) => {
        const current = await findCategoryRow(tx, options.id);
        if (!current) throw notFound('Category', options.id);
        // The path names no business: the category's own business decides access and role.
        assertRecordAccess(auth, current.businessId, 'Category', ['products'], options.id);
        await assertCategoryNameFree(tx, { businessId: current.businessId, productType: input.productType, name: input.categoryname, exceptId: current.id });
        const [row] = await tx
          .update(categories)
          .set({ name: input.categoryname, description: input.longdesc ?? null, productType: input.productType })
          .where(eq(categories.id, current.id))
          .returning();
        await audit(tx, {
          tenantId: current.tenantId,
          businessId: current.businessId,
          userId: auth.userId,
          action: 'update',
          entity: 'category',
          entityId: current.id,
          detail: {
            before: { categoryname: current.name, longdesc: current.description, productType: current.productType },
            after: { categoryname: row!.name, longdesc: row!.description, productType: row!.productType },
          },
        });
        return getCategoryDto(tx, row!);
      }),
    input.categoryname,
  );
}
