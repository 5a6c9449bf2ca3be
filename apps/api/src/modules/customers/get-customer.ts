import type { CustomerRow } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { getLiveCustomerRow, toCustomer } from './customers.queries';
import { getCustomerBalance } from './get-customer-balance';

export interface GetCustomerOptions {
  id: number;
  auth: AuthContext;
}

/** H4: one customer with balance; another shop's id is 404 like an unknown one. */
export async function getCustomer(db: DbOrTx, options: GetCustomerOptions): Promise<CustomerRow> {
  const row = await getLiveCustomerRow(db, options.id);
  if (!row) throw notFound('Customer');
  assertRecordAccess(options.auth, row.businessId, 'Customer', ['customers', 'pos']);
  return { ...toCustomer(row), balance: await getCustomerBalance(db, row.id) };
}
