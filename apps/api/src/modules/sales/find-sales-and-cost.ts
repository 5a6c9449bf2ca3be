import { sql } from 'drizzle-orm';
import { fromCents, salesFigures, toCents } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { bookedDocuments, readFor, rowsOfEachDocument } from './sales-figures';
import { transactionItems, transactions } from './sales.schema';

export interface SalesAndCost {
  /** Net sales: Σ live sales' total less the refunds and credit notes of the period (the dashboard's and L7's figure). */
  sales: number;
  /** Delivery fees charged on the period's sales: money earned that is not a sale of goods. */
  deliveryFees: number;
  /** Σ quantity × buying price (as stored on each line when it sold) of those sales, less the goods given back. */
  costOfGoodsSold: number;
}

/**
 * What the shop sold in [from, to) and what the goods cost it, for the profit card (R3). Read-only: the sales
 * module owns these tables. A voided sale never happened; a refund or credit note subtracts its own lines,
 * which carry the sold line's buying price. Sums are NUMERIC: exact decimals.
 */
export async function findSalesAndCost(db: DbOrTx, options: { businessId: number; from: Date; to: Date }): Promise<SalesAndCost> {
  const inPeriod = bookedDocuments(options.businessId, options.from, options.to);
  const isSale = sql`${transactions.kind} = 'Sale'`;
  const sign = sql`case when ${isSale} then 1 else -1 end`;
  const [money] = await db
    .select({
      grossSales: sql<string>`coalesce(sum(${transactions.total}) filter (where ${isSale}), 0)`,
      returns: sql<string>`coalesce(sum(${transactions.total}) filter (where not ${isSale}), 0)`,
      deliveryFees: sql<string>`coalesce(sum(${transactions.shippingFee}) filter (where ${isSale}), 0)`,
    })
    .from(transactions)
    .where(inPeriod);
  const [cost] = await db
    .select({ cost: sql<string>`coalesce(sum(${sign} * round(${transactionItems.quantity} * ${transactionItems.buyingPrice}, 2)), 0)` })
    .from(transactions)
    .crossJoinLateral(rowsOfEachDocument(transactionItems, readFor(options.from, options.to)))
    .where(inPeriod);
  return {
    sales: salesFigures({ grossSales: Number(money?.grossSales ?? 0), returns: Number(money?.returns ?? 0) }).netSales,
    deliveryFees: fromCents(toCents(Number(money?.deliveryFees ?? 0))),
    costOfGoodsSold: fromCents(toCents(Number(cost?.cost ?? 0))),
  };
}
