import type { Expense } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { toExpenses } from './expenses.queries';
import { getOwnedExpense } from './get-owned-expense';

/** M3: one expense with its lines and payments. */
export async function getExpense(db: DbOrTx, options: { auth: AuthContext; expenseId: number }): Promise<Expense> {
  const row = await getOwnedExpense(db, { auth: options.auth, id: options.expenseId, modules: ['expenses'] });
  const [expense] = await toExpenses(db, [row]);
  return expense!;
}
