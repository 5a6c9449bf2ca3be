import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { assertRecordAccess } from '../../lib/record-access';
import { getLiveCustomerRow, type CustomerDbRow } from './customers.queries';

/**
 * A live customer the caller may work on with the `customers` key (API.md §1.2): a deleted one, another
 * shop's, or one outside the business the request names is 404 like an unknown id, so ids reveal nothing.
 */
export async function getOwnedCustomer(db: DbOrTx, auth: AuthContext, id: number, namedBusinessId?: number): Promise<CustomerDbRow> {
  const row = await getLiveCustomerRow(db, id);
  if (!row || (namedBusinessId !== undefined && row.businessId !== namedBusinessId)) throw notFound('Customer', id);
  assertRecordAccess(auth, row.businessId, 'Customer', ['customers']);
  return row;
}
