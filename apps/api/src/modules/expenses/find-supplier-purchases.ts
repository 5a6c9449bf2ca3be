import { desc } from 'drizzle-orm';
import type { Expense } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { getOwnedSupplier } from '../suppliers/get-owned-supplier';
import { expenses } from './expenses.schema';
import { livePurchasesOf, toExpenses } from './expenses.queries';

/** N6: the supplier's live purchases, newest first, each with what is paid and owed. */
export async function findSupplierPurchases(db: DbOrTx, options: { auth: AuthContext; supplierId: number }): Promise<Expense[]> {
  const supplier = await getOwnedSupplier(db, options.auth, options.supplierId);
  const rows = await db
    .select()
    .from(expenses)
    .where(livePurchasesOf(supplier.businessId, supplier.id))
    .orderBy(desc(expenses.transactionDate), desc(expenses.id));
  return toExpenses(db, rows);
}
