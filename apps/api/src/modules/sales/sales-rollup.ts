import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import { roundMoney, roundTo } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { bookedDocuments, lineValue, readFor, rowsOfEachDocument, sign } from './sales-figures';
import { salesDayProducts, salesRollupDays } from './sales-rollup.schema';
import { transactionItems, transactions } from './sales.schema';

/**
 * `salesByProduct` over whole local days, read from a per-day, per-product rollup of the shop's closed days
 * (sales_day_products) plus the raw lines of the days not rolled up (today, and any day a write cleared since).
 * A year is then ~325 days × products stored rows instead of 300,300 lines (bench/README.md, "a daily rollup").
 *
 * A closed day (before the shop's today) is rolled up on the first read that covers it and kept until migration
 * 0028's triggers clear it: any document dated that day inserted, voided, re-dated or deleted, or one of its lines
 * changed. Each day stores the same sums `salesByProduct` makes (sign × quantity, sign × line value, min name) over
 * the same documents (`bookedDocuments`), unrounded, so a period reads the same figures either way.
 */

const DAY_MS = 86_400_000;
const FILL_DAYS = 92;
/** A list of days bound as one `date[]` parameter (drizzle would spread a JS array into a row of parameters). */
const dateArray = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // Both drivers (node-postgres, PGlite) answer `execute` with { rows }; drizzle types it per driver.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The shop's calendar day of a document, whatever the session's TimeZone (offset written in: see sales-figures.ts' localTime). */
const localDay = (offsetHours: number) =>
  sql`((${transactions.transactionDate} at time zone 'UTC') + interval '${sql.raw(String(Math.trunc(offsetHours)))} hours')::date`;
/** The UTC instant a local day (a `date` expression) starts at. */
const dayStart = (day: SQL, offsetHours: number) =>
  sql`((${day})::timestamp - interval '${sql.raw(String(Math.trunc(offsetHours)))} hours') at time zone 'UTC'`;

export interface DaysOfShop {
  businessId: number;
  offsetHours: number;
  /** Local days, inclusive, 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  /** The shop's today: it and later days are never rolled up. */
  today: string;
}

export interface ProductSales {
  productId: number | null;
  name: string;
  quantity: number;
  salesAmount: number;
}

/**
 * Rolls up the closed days of [startDate, endDate] not rolled up yet. Each day is taken under an exclusive
 * try-lock (the key the triggers take shared): a day with a write in flight is skipped and read raw this time, so
 * a report never waits on a sale, nor a sale on a report for more than the fill. The sums are read in a statement
 * after the locks, so they see every write committed before them; writes after wait for this commit, then clear.
 */
async function rollUpClosedDays(db: DbOrTx, days: DaysOfShop): Promise<void> {
  const lastClosed = days.endDate < days.today ? days.endDate : shiftDay(days.today, -1);
  if (days.startDate > lastClosed) return;
  const { businessId } = days;
  const missing = await rowsOf<{ day: string }>(
    db,
    sql`
    select d::date::text as day from generate_series(${days.startDate}::date, ${lastClosed}::date, interval '1 day') d
    where not exists (select 1 from ${salesRollupDays} r where r.business_id = ${businessId} and r.day = d::date) order by 1`,
  );
  // At most FILL_DAYS locks a transaction: advisory locks share the server's lock table (max_locks_per_transaction).
  for (let at = 0; at < missing.length; at += FILL_DAYS)
    await rollUpDays(
      db,
      days,
      missing.slice(at, at + FILL_DAYS).map((row) => row.day),
    );
}

async function rollUpDays(db: DbOrTx, days: DaysOfShop, wanted: string[]): Promise<void> {
  const { businessId, offsetHours } = days;
  await db.transaction(async (tx) => {
    const locked = await rowsOf<{ day: string }>(
      tx,
      sql`
      select u.day::text as day from unnest(${dateArray(wanted)}) as u(day) where pg_try_advisory_xact_lock(sales_rollup_lock_key(${businessId}, u.day))`,
    );
    // Sorted here: neither answer above promises an order (PGlite's anti-join returned the days shuffled).
    const mine = locked.map((row) => row.day).sort();
    if (mine.length === 0) return;
    const first = mine[0]!;
    const last = mine[mine.length - 1]!;
    const from = sql`${dayStart(sql`${first}::date`, offsetHours)}`;
    const to = sql`${dayStart(sql`${last}::date + 1`, offsetHours)}`;
    const day = localDay(offsetHours);
    const read = readFor(new Date(Date.parse(`${first}T00:00:00Z`)), new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS));
    await tx.execute(sql`
      with days as (
        select u.day from unnest(${dateArray(mine)}) as u(day)
        where not exists (select 1 from ${salesRollupDays} r where r.business_id = ${businessId} and r.day = u.day)
      ), marked as (
        insert into ${salesRollupDays} (business_id, day) select ${businessId}, day from days
      )
      insert into ${salesDayProducts} (business_id, day, product_id, name, quantity, sales_amount)
      select ${businessId}, ${day}, ${transactionItems.productId}, min(${transactionItems.name}),
             sum(${sign} * ${transactionItems.quantity}), sum(${sign} * ${lineValue})
      from ${transactions} cross join lateral ${rowsOfEachDocument(transactionItems, read)}
      where ${and(bookedDocuments(businessId, undefined, undefined), gte(transactions.transactionDate, from), lt(transactions.transactionDate, to))}
        and ${day} in (select days.day from days)
      group by ${day}, ${transactionItems.productId}`);
  });
}

/**
 * Net sales per product over the local days [startDate, endDate] (best first), as `salesByProduct` gives them
 * for the same period: the rolled-up days' stored sums plus the other days' lines, in one statement (one
 * snapshot, so a day cleared meanwhile is read from its lines, never from neither or both).
 */
export async function salesByProductOverDays(db: DbOrTx, days: DaysOfShop): Promise<ProductSales[]> {
  await rollUpClosedDays(db, days);
  const { businessId, offsetHours } = days;
  const day = localDay(offsetHours);
  // The days not rolled up are read as ONE range, from the first to the last of them (nearly always today alone:
  // the fill above just ran), skipping the rolled-up days inside it. Not a lateral per day: the planner then
  // guessed 500 documents a day for 500 days and JIT-compiled the statement, 50 ms of a 60 ms read (EXPLAIN).
  const rows = await rowsOf<{ product_id: number | null; name: string; quantity: string; sales_amount: string }>(
    db,
    sql`
    with rolled as (
      select day from ${salesRollupDays} where business_id = ${businessId} and day between ${days.startDate}::date and ${days.endDate}::date
    ), open_range as (
      select min(d::date) as first, max(d::date) as last from generate_series(${days.startDate}::date, ${days.endDate}::date, interval '1 day') d
      where d::date not in (select day from rolled)
    ), amounts as (
      select product_id, name, quantity, sales_amount from ${salesDayProducts}
      where business_id = ${businessId} and day in (select day from rolled)
      union all
      select ${transactionItems.productId}, ${transactionItems.name}, ${sign} * ${transactionItems.quantity}, ${sign} * ${lineValue}
      from ${transactions} cross join lateral ${rowsOfEachDocument(transactionItems, 'by-document')}
      where ${and(
        bookedDocuments(businessId, undefined, undefined),
        gte(transactions.transactionDate, dayStart(sql`(select first from open_range)`, offsetHours)),
        lt(transactions.transactionDate, dayStart(sql`(select last from open_range) + 1`, offsetHours)),
      )}
        and ${day} not in (select day from rolled)
    )
    select product_id, min(name) as name, sum(quantity)::text as quantity, sum(sales_amount)::text as sales_amount
    from amounts group by product_id order by sum(sales_amount) desc, product_id`,
  );
  return rows
    .map((row) => ({
      productId: row.product_id === null ? null : Number(row.product_id),
      name: row.name,
      quantity: roundTo(Number(row.quantity), 3),
      salesAmount: roundMoney(Number(row.sales_amount)),
    }))
    .filter((row) => row.quantity !== 0 || row.salesAmount !== 0);
}
