import { and, asc, isNull, sql } from 'drizzle-orm';
import type { ExpenseCategory } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { expenseCategories } from './expenses.schema';

export function toExpenseCategory(row: typeof expenseCategories.$inferSelect): ExpenseCategory {
  return { id: row.id, name: row.name, description: row.description, businessId: row.businessId };
}

/** M6: the shop's live expense categories by name. */
export async function findExpenseCategories(db: DbOrTx, options: { businessId: number }): Promise<ExpenseCategory[]> {
  const rows = await db
    .select()
    .from(expenseCategories)
    .where(and(scoped(expenseCategories, options), isNull(expenseCategories.deletedAt)))
    .orderBy(asc(sql`lower(${expenseCategories.name})`), asc(expenseCategories.id));
  return rows.map(toExpenseCategory);
}
