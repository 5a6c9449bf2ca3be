import type { CustomerRow } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { findBalances, findLiveCustomerRows, toCustomer } from './customers.queries';

/** H1: every live customer of the business with what they owe, for the POS and back-office pickers. */
export async function findCustomers(db: DbOrTx, options: { businessId: number }): Promise<CustomerRow[]> {
  const rows = await findLiveCustomerRows(db, options.businessId);
  const balances = await findBalances(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toCustomer(row), balance: balances.get(row.id) ?? 0 }));
}
