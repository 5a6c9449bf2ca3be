import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { fromCents, toCents } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { transactionItems, transactions } from './sales.schema';

export interface SalesAndCost {
  /** Σ live sales (total + shipping) less what refunds and credit notes gave back. */
  sales: number;
  /** Σ quantity × buying price (as stored on each line when it sold) of those sales, less the goods given back. */
  costOfGoodsSold: number;
}

/**
 * What the shop sold in [from, to) and what the goods cost it, for the profit card (R3). Read-only: the sales
 * module owns these tables. A voided sale never happened; a refund or credit note subtracts its own lines,
 * which carry the sold line's buying price. Sums are NUMERIC: exact decimals.
 */
export async function findSalesAndCost(db: DbOrTx, options: { businessId: number; from: Date; to: Date }): Promise<SalesAndCost> {
  const inPeriod = and(
    scoped(transactions, options),
    eq(transactions.isDeleted, false),
    gte(transactions.transactionDate, options.from),
    lt(transactions.transactionDate, options.to),
  );
  const sign = sql`case when ${transactions.kind} = 'Sale' then 1 else -1 end`;
  const [money] = await db
    .select({
      sales: sql<string>`coalesce(sum(${sign} * (${transactions.total} + case when ${transactions.kind} = 'Sale' then ${transactions.shippingFee} else 0 end)), 0)`,
    })
    .from(transactions)
    .where(inPeriod);
  const [cost] = await db
    .select({ cost: sql<string>`coalesce(sum(${sign} * round(${transactionItems.quantity} * ${transactionItems.buyingPrice}, 2)), 0)` })
    .from(transactionItems)
    .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
    .where(inPeriod);
  return {
    sales: fromCents(toCents(Number(money?.sales ?? 0))),
    costOfGoodsSold: fromCents(toCents(Number(cost?.cost ?? 0))),
  };
}
