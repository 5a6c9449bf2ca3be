import type { ModuleKey } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { assertRecordAccess } from '../../lib/record-access';
import { findLiveExpenseRow, type ExpenseRow } from './expenses.queries';

/**
 * A live expense the caller may work on (API.md §1.2): a deleted one, another shop's, or one outside the
 * business the path names is 404 like an unknown id. `lock` holds the row until the transaction ends, so two
 * payments or a payment and a delete of one purchase queue instead of both reading the same balance.
 */
export async function getOwnedExpense(
  db: DbOrTx,
  options: { auth: AuthContext; id: number; businessId?: number; modules: readonly ModuleKey[]; lock?: boolean },
): Promise<ExpenseRow> {
  const row = await findLiveExpenseRow(db, options.id, options.lock ?? false);
  if (!row || (options.businessId !== undefined && row.businessId !== options.businessId)) throw notFound('Expense', options.id);
  assertRecordAccess(options.auth, row.businessId, 'Expense', options.modules);
  return row;
}
