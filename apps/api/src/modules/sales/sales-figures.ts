import { and, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { roundMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { transactionItems, transactionPayments, transactions } from './sales.schema';

/** salesStatus 4 is a voided sale (API.md §1.11). */
const CANCELLED = 4;

/** The sales L7 counts (kind Sale, not voided, not deleted) in [from, to) (an end left out is open): its `sum` is the same Σ total. */
export function countedSales(businessId: number, from: Date | undefined, to: Date | undefined): SQL {
  return and(
    scoped(transactions, { businessId }),
    eq(transactions.kind, 'Sale'),
    eq(transactions.isDeleted, false),
    ne(transactions.salesStatus, CANCELLED),
    from ? gte(transactions.transactionDate, from) : undefined,
    to ? lt(transactions.transactionDate, to) : undefined,
  )!;
}

const money = (text: string | null | undefined) => roundMoney(Number(text ?? 0));

/** The shop's calendar day and hour of a sale, for a fixed UTC offset (API.md §1.6). */
// Written into the SQL, not bound: GROUP BY must repeat the select's expression exactly, and a bound
// parameter gets a new number each time it appears. The offset is a whole number from our own table.
const localTime = (offsetHours: number) => sql`(${transactions.transactionDate} + interval '${sql.raw(String(Math.trunc(offsetHours)))} hours')`;

export async function salesByDay(db: DbOrTx, where: SQL, offsetHours: number): Promise<Map<string, { sales: number; transactions: number }>> {
  const day = sql<string>`to_char(${localTime(offsetHours)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, sales: sql<string>`sum(${transactions.total})::text`, count: sql<number>`count(*)::int` })
    .from(transactions)
    .where(where)
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, { sales: money(row.sales), transactions: row.count }]));
}

export async function salesByHour(db: DbOrTx, where: SQL, offsetHours: number): Promise<{ hour: number; sales: number }[]> {
  const hour = sql<number>`extract(hour from ${localTime(offsetHours)})::int`;
  const rows = await db
    .select({ hour, sales: sql<string>`sum(${transactions.total})::text` })
    .from(transactions)
    .where(where)
    .groupBy(hour);
  const byHour = new Map(rows.map((row) => [row.hour, money(row.sales)]));
  return Array.from({ length: 24 }, (_unused, index) => ({ hour: index, sales: byHour.get(index) ?? 0 }));
}

/**
 * Money in by mode: a Cash entry is what the customer handed over, so the change given back (what was paid
 * beyond the amount due) comes off Cash; a pay-later sale's credit shows as PayLater.
 */
export async function paymentMix(db: DbOrTx, where: SQL): Promise<{ paymentValue: string; amount: number }[]> {
  const paid = await db
    .select({ paymentValue: transactionPayments.paymentValue, amount: sql<string>`sum(${transactionPayments.amount})::text` })
    .from(transactionPayments)
    .innerJoin(transactions, eq(transactions.id, transactionPayments.transactionId))
    .where(and(where, ne(transactionPayments.paymentValue, 'PayLater')))
    .groupBy(transactionPayments.paymentValue);
  const [owed] = await db
    .select({
      credit: sql<string>`coalesce(sum(greatest(${transactions.balance}, 0)), 0)::text`,
      change: sql<string>`coalesce(sum(greatest(${transactions.totalPaid} - ${transactions.total} - ${transactions.shippingFee}, 0)), 0)::text`,
    })
    .from(transactions)
    .where(where);
  const mix = paid.map((row) => ({
    paymentValue: row.paymentValue,
    amount: row.paymentValue === 'Cash' ? roundMoney(money(row.amount) - money(owed?.change)) : money(row.amount),
  }));
  const credit = money(owed?.credit);
  if (credit > 0) mix.push({ paymentValue: 'PayLater', amount: credit });
  return mix.filter((row) => row.amount > 0).sort((a, b) => b.amount - a.amount);
}

/** Sales per product (line amounts after discounts, quantities), best first: the dashboard's best sellers and categories. */
export async function salesByProduct(db: DbOrTx, where: SQL): Promise<{ productId: number | null; name: string; quantity: number; salesAmount: number }[]> {
  const amount = sql<string>`sum(${transactionItems.lineAmount})`;
  const rows = await db
    .select({
      productId: transactionItems.productId,
      name: sql<string>`min(${transactionItems.name})`,
      quantity: sql<string>`sum(${transactionItems.quantity})::text`,
      salesAmount: sql<string>`${amount}::text`,
    })
    .from(transactionItems)
    .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
    .where(where)
    .groupBy(transactionItems.productId)
    .orderBy(desc(amount));
  return rows.map((row) => ({ productId: row.productId, name: row.name, quantity: Number(row.quantity), salesAmount: money(row.salesAmount) }));
}

/**
 * Profit where costs are known: lines whose product had a buying price when it sold (a line stores it; 0 means
 * none was kept) count their line amount less quantity × buying price; the rest only add to the total the share
 * is measured against, so an owner sees how much of the day the figure covers instead of a profit inflated by
 * goods with no cost.
 */
export async function profitOnSales(db: DbOrTx, where: SQL): Promise<{ profit: number; costKnownShare: number }> {
  const known = sql`${transactionItems.buyingPrice} > 0`;
  const [row] = await db
    .select({
      profit: sql<string>`coalesce(sum(case when ${known} then ${transactionItems.lineAmount} - round(${transactionItems.quantity} * ${transactionItems.buyingPrice}, 2) else 0 end), 0)::text`,
      knownAmount: sql<string>`coalesce(sum(case when ${known} then ${transactionItems.lineAmount} else 0 end), 0)::text`,
      amount: sql<string>`coalesce(sum(${transactionItems.lineAmount}), 0)::text`,
    })
    .from(transactionItems)
    .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
    .where(where);
  const amount = money(row?.amount);
  return {
    profit: money(row?.profit),
    costKnownShare: amount > 0 ? Math.round((money(row?.knownAmount) / amount) * 1000) / 1000 : 0,
  };
}
