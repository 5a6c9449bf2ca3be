import { and, eq, inArray, sql } from 'drizzle-orm';
import { roundMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { transactions } from './sales.schema';

export interface CustomerPurchases {
  /** Σ (total + shippingFee) of live sales, less what refunds and credit notes gave back. */
  totalBought: number;
  /** When the customer last bought (ISO timestamp), or null before their first sale. */
  lastVisit: string | null;
}

/**
 * What a customer bought, read for the customer's page (H11). Read-only: the sales module owns these tables.
 * A voided sale (isDeleted) never happened for the customer, so it neither counts nor makes a visit; a refund
 * or credit note is money given back, not a visit. Sums are NUMERIC in the database: exact decimals.
 */
export async function findCustomerPurchases(db: DbOrTx, options: { businessId: number; customerId: number }): Promise<CustomerPurchases> {
  const [row] = await db
    .select({
      bought: sql<string>`coalesce(sum(${transactions.total} + ${transactions.shippingFee}) filter (where ${transactions.kind} = 'Sale'), 0)`,
      returned: sql<string>`coalesce(sum(${transactions.total}) filter (where ${transactions.kind} <> 'Sale'), 0)`,
      lastVisit: sql<Date | string | null>`max(${transactions.transactionDate}) filter (where ${transactions.kind} = 'Sale')`,
    })
    .from(transactions)
    .where(
      and(
        scoped(transactions, options),
        eq(transactions.customerId, options.customerId),
        eq(transactions.isDeleted, false),
        inArray(transactions.kind, ['Sale', 'Refund', 'CreditNote']),
      ),
    );
  const lastVisit = row?.lastVisit ?? null;
  return {
    // Both sums are exact cents; the domain's rounding removes the float noise of the subtraction.
    totalBought: roundMoney(Number(row?.bought ?? 0) - Number(row?.returned ?? 0)),
    lastVisit: lastVisit === null ? null : new Date(lastVisit).toISOString(),
  };
}
