import type { Supplier } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { findSupplierBalances } from '../expenses/find-supplier-balances';
import { findLiveSupplierRows, toSupplier } from './suppliers.queries';

/** N1: the business's suppliers by name (deleted ones left out), each with what the shop owes them. */
export async function findBusinessSuppliers(db: DbOrTx, options: { businessId: number }): Promise<Supplier[]> {
  const rows = await findLiveSupplierRows(db, options.businessId);
  const balances = await findSupplierBalances(db, options.businessId);
  return rows.map((row) => toSupplier(row, balances.get(row.id) ?? 0));
}
