import type { Supplier } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { findLiveSupplierRows, toSupplier } from './suppliers.queries';

/** N1: the business's suppliers by name (deleted ones left out), for pickers such as the product form's. */
export async function findBusinessSuppliers(db: DbOrTx, options: { businessId: number }): Promise<Supplier[]> {
  const rows = await findLiveSupplierRows(db, options.businessId);
  return rows.map(toSupplier);
}
