import type { addCategory, Category, RouteBody } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { categories } from './categories.schema';
import { audit } from '../../lib/audit';
import { assertCategoryNameFree, toCategory, withNameConflicts } from './categories.queries';

export interface CreateCategoryOptions {
  tenantId: number;
  userId: number;
  input: RouteBody<typeof addCategory>;
}

/** I16: a new, empty category; the name must be free in the business for its product type (409 DUPLICATE). */
export async function createCategory(db: Db, options: CreateCategoryOptions): Promise<Category> {
  const { input, tenantId } = options;
  return withNameConflicts(
    () =>
      db.transaction(async (tx) => {
        await assertCategoryNameFree(tx, { businessId: input.businessId, productType: input.productType, name: input.categoryname });
        const [row] = await tx
          .insert(categories)
          .values({ tenantId, businessId: input.businessId, name: input.categoryname, description: input.longdesc ?? null, productType: input.productType })
          .returning();
        await audit(tx, {
          tenantId,
          businessId: input.businessId,
          userId: options.userId,
          action: 'create',
          entity: 'category',
          entityId: row!.id,
          detail: { categoryname: row!.name, productType: row!.productType },
        });
        return toCategory(row!, [], 0);
      }),
    input.categoryname,
  );
}
