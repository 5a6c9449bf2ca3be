import type { CreditHistoryRow } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { findLedgerRows, toHistoryRows } from './customer-ledger.queries';
import { getOwnedCustomer } from './get-owned-customer';

/** H9: every credit and debit, newest first; balanceAfter is computed oldest first, so the top row's is the balance. */
export async function findCreditHistory(db: DbOrTx, options: { customerId: number; auth: AuthContext }): Promise<CreditHistoryRow[]> {
  await getOwnedCustomer(db, options.auth, options.customerId);
  return toHistoryRows(await findLedgerRows(db, options.customerId)).reverse();
}
