import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { assertRecordAccess } from '../../lib/record-access';
import { findLiveSupplierRow, type SupplierRow } from './suppliers.queries';

/** A live supplier the caller may work on with the `suppliers` key; a deleted one or another shop's is 404. */
export async function getOwnedSupplier(db: DbOrTx, auth: AuthContext, id: number): Promise<SupplierRow> {
  const row = await findLiveSupplierRow(db, id);
  if (!row) throw notFound('Supplier', id);
  assertRecordAccess(auth, row.businessId, 'Supplier', ['suppliers'], id);
  return row;
}
