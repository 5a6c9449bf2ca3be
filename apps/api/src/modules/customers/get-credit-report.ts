import type { CreditReport } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { businessDayRange } from '../../lib/business-day-range';
import { invalid } from '../../lib/app-error';
import { getBusinessCountry } from '../business/get-business-country';
import { findBalanceBefore, findLedgerRows, toHistoryRows } from './customer-ledger.queries';
import { getOwnedCustomer } from './get-owned-customer';
import type { CustomerDbRow } from './customers.queries';

export interface GetCreditReportOptions {
  customerId: number;
  auth: AuthContext;
  startDate: string;
  endDate: string;
}

/**
 * H10: the statement for StartDate..EndDate (inclusive days in the shop's zone). openingBalance is what was
 * owed before the first day; closingBalance = opening + the period's credits − debits, so the closing
 * balance of a period running to today equals H11's balance.
 */
export async function getCreditReport(db: DbOrTx, options: GetCreditReportOptions): Promise<CreditReport> {
  const customer = await getOwnedCustomer(db, options.auth, options.customerId);
  return buildCreditReport(db, customer, options.startDate, options.endDate);
}

/** The statement of a customer already found (by a signed-in user, or by a shared link's token). */
export async function buildCreditReport(db: DbOrTx, customer: CustomerDbRow, startDate: string, endDate: string): Promise<CreditReport> {
  const customerId = customer.id;
  if (endDate < startDate) throw invalid('EndDate', 'customer.endBeforeStart', { start: startDate, end: endDate });
  const range = businessDayRange(await getBusinessCountry(db, customer.businessId), startDate, endDate);
  const [openingBalance, within] = await Promise.all([range.from ? findBalanceBefore(db, customerId, range.from) : 0, findLedgerRows(db, customerId, range)]);
  const rows = toHistoryRows(within, openingBalance);
  return {
    customerId,
    startDate,
    endDate,
    openingBalance,
    rows,
    closingBalance: rows.at(-1)?.balanceAfter ?? openingBalance,
  };
}
