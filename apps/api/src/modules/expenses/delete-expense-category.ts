import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { assertRecordAccess } from '../../lib/record-access';
import { expenseCategories, expenseLines, expenses } from './expenses.schema';

/** M7: hides a category; one that a line of a live expense uses is 409 IN_USE. */
export async function deleteExpenseCategory(db: Db, options: { auth: AuthContext; categoryId: number }): Promise<null> {
  const { auth, categoryId } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(expenseCategories)
      .where(and(eq(expenseCategories.id, categoryId), isNull(expenseCategories.deletedAt)))
      .for('update');
    if (!row) throw notFound('ExpenseCategory', categoryId);
    assertRecordAccess(auth, row.businessId, 'ExpenseCategory', ['expenses'], categoryId);
    const [used] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(expenseLines)
      .innerJoin(expenses, eq(expenses.id, expenseLines.expenseId))
      .where(and(eq(expenseLines.categoryId, categoryId), isNull(expenses.deletedAt)));
    const count = Number(used?.count ?? 0);
    if (count > 0) throw conflict('IN_USE', 'expenseCategory.inUse', { name: row.name, count });
    await tx.update(expenseCategories).set({ deletedAt: new Date() }).where(eq(expenseCategories.id, categoryId));
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: row.businessId,
      userId: auth.userId,
      action: 'delete',
      entity: 'expenseCategory',
      entityId: categoryId,
    });
    return null;
  });
}
