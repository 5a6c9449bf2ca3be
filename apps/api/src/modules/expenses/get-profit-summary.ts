import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { ProfitSummary } from '@dukani/contracts';
import { businessDateOf, fromCents, toCents } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { businessDayRange } from '../../lib/business-day-range';
import { scoped } from '../../lib/scoped';
import { getBusinessCountry } from '../business/get-business-country';
import { findSalesAndCost } from '../sales/find-sales-and-cost';
import { expenseLines, expenses } from './expenses.schema';

export interface GetProfitSummaryOptions {
  businessId: number;
  startDate?: string;
  endDate?: string;
  now?: Date;
}

/**
 * R3: profit = net sales + delivery fees − cost of goods sold − expenses, for a period (default: this month to today, in the
 * shop's zone). Goods bought from suppliers go to stock, so a purchase counts only when its goods are sold
 * (through their buying price); what a purchase paid for without a product (transport on the invoice) and
 * every expense count in the period they were recorded.
 */
export async function getProfitSummary(db: DbOrTx, options: GetProfitSummaryOptions): Promise<ProfitSummary> {
  const country = await getBusinessCountry(db, options.businessId);
  const today = businessDateOf(country, options.now ?? new Date());
  const startDate = options.startDate ?? `${today.slice(0, 8)}01`;
  const endDate = options.endDate ?? today;
  const range = businessDayRange(country, startDate, endDate);
  const from = range.from!;
  const to = range.to!;
  const { sales, deliveryFees, costOfGoodsSold } = await findSalesAndCost(db, { businessId: options.businessId, from, to });
  const [spent] = await db
    .select({ amount: sql<string>`coalesce(sum(${expenseLines.amount}), 0)` })
    .from(expenseLines)
    .innerJoin(expenses, eq(expenses.id, expenseLines.expenseId))
    .where(
      and(
        scoped(expenses, { businessId: options.businessId }),
        isNull(expenses.deletedAt),
        gte(expenses.transactionDate, from),
        lt(expenses.transactionDate, to),
        or(eq(expenses.expensesType, 0), isNull(expenseLines.productId)),
      ),
    );
  const spentAmount = fromCents(toCents(Number(spent?.amount ?? 0)));
  return {
    startDate,
    endDate,
    sales,
    deliveryFees,
    costOfGoodsSold,
    expenses: spentAmount,
    profit: fromCents(toCents(sales) + toCents(deliveryFees) - toCents(costOfGoodsSold) - toCents(spentAmount)),
  };
}
