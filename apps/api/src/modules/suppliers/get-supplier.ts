import type { Supplier } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { findSupplierBalances } from '../expenses/find-supplier-balances';
import { getOwnedSupplier } from './get-owned-supplier';
import { toSupplier } from './suppliers.queries';

/** N3: one supplier with its balance. */
export async function getSupplier(db: DbOrTx, options: { auth: AuthContext; id: number }): Promise<Supplier> {
  const row = await getOwnedSupplier(db, options.auth, options.id);
  const balances = await findSupplierBalances(db, row.businessId, [row.id]);
  return toSupplier(row, balances.get(row.id) ?? 0);
}
