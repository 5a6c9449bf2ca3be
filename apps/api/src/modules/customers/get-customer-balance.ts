import type { DbOrTx } from '../../db/client';
import { findBalances } from './customers.queries';

/**
 * What the customer owes now (Σ Credit − Σ Debit of their ledger); 0 without rows. For the sales
 * module too: call it inside the sale's transaction to read the balance the sale will change.
 */
export async function getCustomerBalance(tx: DbOrTx, customerId: number): Promise<number> {
  const balances = await findBalances(tx, [customerId]);
  return balances.get(customerId) ?? 0;
}
