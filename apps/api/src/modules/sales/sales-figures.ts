import { and, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { roundMoney, roundTo, salesFigures, takingsByMode, type ModeTotal } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { transactionItems, transactionPayments, transactions } from './sales.schema';

/**
 * The sums every report reads (the dashboard R2, the sales report R6, the category report I8, the profit card R3
 * and the register's shifts through session-takings.ts): one SQL meaning of "a sale", "a return" and "what a
 * line sold for", combined by `@dukani/domain`'s cash-up functions. Read-only: the sales module owns the tables.
 *
 * - A document counts when it is live: a voided sale (salesStatus 4, isDeleted) never happened.
 * - A sale adds, a refund or credit note takes off, on the day it was made.
 * - A line sold for its amount after discounts plus the VAT added on top of it, so a document's lines add up to
 *   its total and the sales report's total is the dashboard's net sales to the cent.
 */

/** salesStatus 4 is a voided sale (API.md §1.11). */
const CANCELLED = 4;

/** The live sales, refunds and credit notes of a business in [from, to) (an end left out is open). */
export function bookedDocuments(businessId: number, from: Date | undefined, to: Date | undefined): SQL {
  return and(
    scoped(transactions, { businessId }),
    eq(transactions.isDeleted, false),
    ne(transactions.salesStatus, CANCELLED),
    from ? gte(transactions.transactionDate, from) : undefined,
    to ? lt(transactions.transactionDate, to) : undefined,
  )!;
}

/**
 * The documents that give money back (API.md L4, L5): a refund, and a credit note whose money went back by a mode.
 * Their payments are the shift's money out by mode; a `PayLater` entry (off the customer's account) is no money.
 */
export const MONEY_BACK_KINDS = ['Refund', 'CreditNote'] as const;

/**
 * How a statement reaches the lines or payments of the documents `where` selects. Joined plainly, the planner
 * hash-joins a scan of EVERY line of the shop's history with the period's documents, so a month cost nearly what a
 * year did (EXPLAIN at 100,100 documents, 300,300 lines: a month 118 ms, a year 253 ms on PostgreSQL 15). 'by-document'
 * reads the documents first by their own index, then each one's lines by transaction_id (`offset 0` keeps the
 * planner from flattening the lateral back into that hash join): a month 43 ms, but a year 700 ms, so a long or
 * open period keeps the scan ('scan'). See `readFor`.
 */
export type DocumentRead = 'by-document' | 'scan';

/** Up to about a quarter, reading by document is cheaper than one scan of a year's lines (bench/README.md, reports). */
const BY_DOCUMENT_MAX_MS = 92 * 86_400_000;
export const readFor = (from: Date | undefined, to: Date | undefined): DocumentRead =>
  from && to && to.getTime() - from.getTime() <= BY_DOCUMENT_MAX_MS ? 'by-document' : 'scan';

/**
 * The rows of `table` (transaction_items or transaction_payments) of each document, as a lateral join from
 * `transactions`, under the table's own name so the shared column expressions (lineValue, …) read them. Drizzle
 * refuses a bare column of a table it did not join, so a statement selects such a column inside `sql`.
 */
export const rowsOfEachDocument = (table: typeof transactionItems | typeof transactionPayments, read: DocumentRead) =>
  sql`(select * from ${table} where ${table.transactionId} = ${transactions.id}${read === 'by-document' ? sql` offset 0` : sql``}) ${table}`;

const money = (text: string | null | undefined) => roundMoney(Number(text ?? 0));
const isSale = sql`${transactions.kind} = 'Sale'`;
/** +1 for a sale, −1 for a refund or credit note. */
export const sign = sql`(case when ${isSale} then 1 else -1 end)`;
/** What a line sold for: its amount after discounts, plus its tax when the tax is added on top. */
export const lineValue = sql`(${transactionItems.lineAmount} + case when ${transactionItems.taxInclusive} then 0 else ${transactionItems.tax} end)`;

export interface Takings {
  salesCount: number;
  grossSales: number;
  returns: number;
  /** The sales' payment entries by mode, as handed over (PayLater included; the domain drops it). */
  paidIn: ModeTotal[];
  /** Change handed back: Σ −balance over the overpaid sales that took cash. */
  changeGiven: number;
  /** What refunds and credit notes gave back, by mode (one row per kind and mode; the domain sums them). */
  paidBack: ModeTotal[];
  /** Credit given: Σ of the sales' positive balances (what customers took on Pay Later). */
  creditGiven: number;
}

/** The money and sales of the documents `where` selects: the inputs of the domain's takings and net sales. */
export async function findTakings(db: DbOrTx, where: SQL, read: DocumentRead = 'scan'): Promise<Takings> {
  // Only a sale with a Cash entry can hand change back: any other method pays exactly what is due. `balance < 0`
  // first (a sale that was not overpaid adds 0 anyway), so the payments are probed for the overpaid few, not every sale.
  const tookCash = sql`exists (select 1 from ${transactionPayments} tp where tp.transaction_id = ${transactions.id} and tp.payment_value = 'Cash')`;
  const [totals] = await db
    .select({
      salesCount: sql<number>`(count(*) filter (where ${isSale}))::int`,
      grossSales: sql<string>`coalesce(sum(${transactions.total}) filter (where ${isSale}), 0)::text`,
      returns: sql<string>`coalesce(sum(${transactions.total}) filter (where not ${isSale}), 0)::text`,
      changeGiven: sql<string>`coalesce(sum(greatest(-${transactions.balance}, 0)) filter (where ${isSale} and ${transactions.balance} < 0 and ${tookCash}), 0)::text`,
      creditGiven: sql<string>`coalesce(sum(greatest(${transactions.balance}, 0)) filter (where ${isSale}), 0)::text`,
    })
    .from(transactions)
    .where(where);
  const payments = await db
    .select({
      kind: transactions.kind,
      paymentValue: sql<string>`${transactionPayments.paymentValue}`,
      amount: sql<string>`sum(${transactionPayments.amount})::text`,
    })
    .from(transactions)
    .crossJoinLateral(rowsOfEachDocument(transactionPayments, read))
    .where(and(where, inArray(transactions.kind, ['Sale', ...MONEY_BACK_KINDS])))
    .groupBy(transactions.kind, transactionPayments.paymentValue);
  const modesOf = (kind: string) => payments.filter((row) => row.kind === kind).map((row) => ({ paymentValue: row.paymentValue, amount: money(row.amount) }));
  return {
    salesCount: totals?.salesCount ?? 0,
    grossSales: money(totals?.grossSales),
    returns: money(totals?.returns),
    paidIn: modesOf('Sale'),
    changeGiven: money(totals?.changeGiven),
    paidBack: payments.filter((row) => row.kind !== 'Sale').map((row) => ({ paymentValue: row.paymentValue, amount: money(row.amount) })),
    creditGiven: money(totals?.creditGiven),
  };
}

/** The shop's calendar day and hour of a document, for a fixed UTC offset (API.md §1.6). */
// Written into the SQL, not bound: GROUP BY must repeat the select's expression exactly, and a bound
// parameter gets a new number each time it appears. The offset is a whole number from our own table.
const localTime = (offsetHours: number) => sql`(${transactions.transactionDate} + interval '${sql.raw(String(Math.trunc(offsetHours)))} hours')`;

export interface DaySales {
  grossSales: number;
  returns: number;
  /** Net sales: gross − returns. */
  sales: number;
  /** How many sales (a refund is not a transaction of the day's count). */
  transactions: number;
}

export async function salesByDay(db: DbOrTx, where: SQL, offsetHours: number): Promise<Map<string, DaySales>> {
  const day = sql<string>`to_char(${localTime(offsetHours)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      grossSales: sql<string>`coalesce(sum(${transactions.total}) filter (where ${isSale}), 0)::text`,
      returns: sql<string>`coalesce(sum(${transactions.total}) filter (where not ${isSale}), 0)::text`,
      count: sql<number>`(count(*) filter (where ${isSale}))::int`,
    })
    .from(transactions)
    .where(where)
    .groupBy(day);
  return new Map(
    rows.map((row) => {
      const figures = salesFigures({ grossSales: money(row.grossSales), returns: money(row.returns) });
      return [row.day, { grossSales: figures.grossSales, returns: figures.returns, sales: figures.netSales, transactions: row.count }];
    }),
  );
}

export async function salesByHour(db: DbOrTx, where: SQL, offsetHours: number): Promise<{ hour: number; sales: number }[]> {
  const hour = sql<number>`extract(hour from ${localTime(offsetHours)})::int`;
  const rows = await db
    .select({ hour, sales: sql<string>`sum(${sign} * ${transactions.total})::text` })
    .from(transactions)
    .where(where)
    .groupBy(hour);
  const byHour = new Map(rows.map((row) => [row.hour, money(row.sales)]));
  return Array.from({ length: 24 }, (_unused, index) => ({ hour: index, sales: byHour.get(index) ?? 0 }));
}

/** How customers paid: the takings by mode (cash net of change, refunds given back taken off) and the credit given as PayLater. */
export async function paymentMix(db: DbOrTx, where: SQL, read: DocumentRead = 'scan'): Promise<ModeTotal[]> {
  const takings = await findTakings(db, where, read);
  const mix = takingsByMode(takings);
  if (takings.creditGiven > 0) mix.push({ paymentValue: 'PayLater', amount: takings.creditGiven });
  return mix.filter((row) => row.amount > 0).sort((a, b) => b.amount - a.amount);
}

/** Net sales per product (what its lines sold for, less what came back), and net quantities; best first. */
export async function salesByProduct(
  db: DbOrTx,
  where: SQL,
  read: DocumentRead = 'scan',
): Promise<{ productId: number | null; name: string; quantity: number; salesAmount: number }[]> {
  const amount = sql<string>`sum(${sign} * ${lineValue})`;
  const rows = await db
    .select({
      productId: sql<number | null>`${transactionItems.productId}`,
      name: sql<string>`min(${transactionItems.name})`,
      quantity: sql<string>`sum(${sign} * ${transactionItems.quantity})::text`,
      salesAmount: sql<string>`${amount}::text`,
    })
    .from(transactions)
    .crossJoinLateral(rowsOfEachDocument(transactionItems, read))
    .where(where)
    .groupBy(transactionItems.productId)
    .orderBy(desc(amount));
  return rows
    .map((row) => ({ productId: row.productId, name: row.name, quantity: roundTo(Number(row.quantity), 3), salesAmount: money(row.salesAmount) }))
    .filter((row) => row.quantity !== 0 || row.salesAmount !== 0);
}

/**
 * Profit where costs are known: lines whose product had a buying price when it sold (a line stores it; 0 means
 * none was kept) count their line amount less quantity × buying price, a returned line takes its own share off;
 * the rest only add to the total the share is measured against, so an owner sees how much of the day the figure
 * covers instead of a profit inflated by goods with no cost.
 */
export async function profitOnSales(db: DbOrTx, where: SQL, read: DocumentRead = 'scan'): Promise<{ profit: number; costKnownShare: number }> {
  const known = sql`${transactionItems.buyingPrice} > 0`;
  const [row] = await db
    .select({
      profit: sql<string>`coalesce(sum(case when ${known} then ${sign} * (${transactionItems.lineAmount} - round(${transactionItems.quantity} * ${transactionItems.buyingPrice}, 2)) else 0 end), 0)::text`,
      knownAmount: sql<string>`coalesce(sum(case when ${known} then ${sign} * ${transactionItems.lineAmount} else 0 end), 0)::text`,
      amount: sql<string>`coalesce(sum(${sign} * ${transactionItems.lineAmount}), 0)::text`,
    })
    .from(transactions)
    .crossJoinLateral(rowsOfEachDocument(transactionItems, read))
    .where(where);
  const amount = money(row?.amount);
  return {
    profit: money(row?.profit),
    costKnownShare: amount > 0 ? Math.min(1, Math.round((money(row?.knownAmount) / amount) * 1000) / 1000) : 0,
  };
}
