import { and, isNull, sql } from 'drizzle-orm';
import type { ExpenseCategory, ExpenseCategoryInput } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { scoped } from '../../lib/scoped';
import { expenseCategories } from './expenses.schema';
import { toExpenseCategory } from './find-expense-categories';

export interface CreateExpenseCategoryOptions {
  businessId: number;
  auth: AuthContext;
  input: Required<Pick<ExpenseCategoryInput, 'name'>> & Pick<ExpenseCategoryInput, 'description'>;
}

/** M5: a name already used by a live category of the shop, in any case, is 409 DUPLICATE (a unique index holds it too). */
export async function createExpenseCategory(db: Db, options: CreateExpenseCategoryOptions): Promise<ExpenseCategory> {
  const { auth, businessId, input } = options;
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: expenseCategories.id })
      .from(expenseCategories)
      .where(and(scoped(expenseCategories, { businessId }), isNull(expenseCategories.deletedAt), sql`lower(${expenseCategories.name}) = lower(${input.name})`));
    if (taken) throw conflict('DUPLICATE', 'expenseCategory.duplicate', { name: input.name });
    const [row] = await tx
      .insert(expenseCategories)
      .values({ tenantId: auth.tenantId, businessId, name: input.name, description: input.description || null })
      .returning();
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId,
      userId: auth.userId,
      action: 'create',
      entity: 'expenseCategory',
      entityId: row!.id,
      detail: { name: input.name },
    });
    return toExpenseCategory(row!);
  });
}
