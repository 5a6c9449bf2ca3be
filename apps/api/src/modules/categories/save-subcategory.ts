import { eq } from 'drizzle-orm';
import type { addSubCategory, RouteBody, Subcategory } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { subcategories } from './categories.schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertSubcategoryNameFree, findCategoryRow, findSubcategoryRow, toSubcategory, withNameConflicts } from './categories.queries';

export interface SaveSubcategoryOptions {
  tenantId: number;
  userId: number;
  input: RouteBody<typeof addSubCategory>;
}

/**
 * I17: create (no id) or update (id) a subcategory. The body names the business, so the route has
 * already checked the caller's link and role there; the category and the subcategory must both be of
 * that business (else 404). An update may move the subcategory to another category of the business.
 */
export async function saveSubcategory(db: Db, options: SaveSubcategoryOptions): Promise<Subcategory> {
  const { input, tenantId } = options;
  return withNameConflicts(
    () =>
      db.transaction(async (tx) => {
        const category = await findCategoryRow(tx, input.categoryId);
        if (!category || category.businessId !== input.businessId) throw notFound('Category', input.categoryId);
        const current = input.id ? await findSubcategoryRow(tx, input.id) : undefined;
        if (input.id && (!current || current.businessId !== input.businessId)) throw notFound('Subcategory', input.id);
        await assertSubcategoryNameFree(tx, { categoryId: category.id, name: input.name, exceptId: current?.id });
        const values = { categoryId: category.id, name: input.name, description: input.description ?? null };
        const [row] = current
          ? await tx.update(subcategories).set(values).where(eq(subcategories.id, current.id)).returning()
          : await tx
              .insert(subcategories)
              .values({ tenantId, businessId: input.businessId, ...values })
              .returning();
        await audit(tx, {
          tenantId,
          businessId: input.businessId,
          userId: options.userId,
          action: current ? 'update' : 'create',
          entity: 'subcategory',
          entityId: row!.id,
          detail: current ? { before: { name: current.name, description: current.description, categoryId: current.categoryId }, after: values } : values,
        });
        return toSubcategory(row!);
      }),
    input.name,
  );
}
