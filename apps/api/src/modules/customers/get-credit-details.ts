import type { CreditDetails } from '@dukani/contracts';
import { businessDateOf, creditAging, ledgerBalance, sumMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { getBusinessCountry } from '../business/get-business-country';
import { findCustomerPurchases } from '../sales/find-customer-purchases';
import { findLedgerRows } from './customer-ledger.queries';
import { getOwnedCustomer } from './get-owned-customer';

/** H11: totals, balance (credits − debits), what is overdue today on the shop's calendar, and what they bought. */
export async function getCreditDetails(db: DbOrTx, options: { customerId: number; auth: AuthContext }): Promise<CreditDetails> {
  const { customerId } = options;
  const customer = await getOwnedCustomer(db, options.auth, customerId);
  const [rows, country, purchases] = await Promise.all([
    findLedgerRows(db, customerId),
    getBusinessCountry(db, customer.businessId),
    findCustomerPurchases(db, { businessId: customer.businessId, customerId }),
  ]);
  const aging = creditAging(rows, businessDateOf(country, new Date()));
  return {
    customerId,
    totalCredit: sumMoney(rows.filter((row) => row.type === 'Credit').map((row) => row.amount)),
    totalDebit: sumMoney(rows.filter((row) => row.type === 'Debit').map((row) => row.amount)),
    balance: ledgerBalance(rows),
    ...aging,
    ...purchases,
  };
}
