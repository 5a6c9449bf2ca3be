/**
 * Volume for benches in SQL (bench:backup, bench:reports): copies of sales posted through the routes, each with its own
 * ids, receipt numbers and share tokens. Posting 100,000 sales one by one takes hours on a 2-core machine; copying the
 * rows of a few hundred takes a minute and gives the tables the same shape.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';

export interface CopySalesOptions {
  /** Left out: every business's sales (bench:sales gives its 200 shops a history at once). */
  businessId?: number;
  /** Copy the newest `count` original sales (not earlier copies) of the business … */
  count: number;
  /** … this many times. */
  copies: number;
  /** Makes receipt numbers unique across calls: `<receipt>-<round>-<copy>`. */
  round: number;
  /**
   * When set, copy g (1..copies) is dated `shiftDays + g` days before its original, and so are its lines' stock
   * movements; the register shifts the sales were rung up in and the customer-ledger rows of those sales and shifts
   * (pay-later credits, debt payments) are copied with them, so every copied day has its own shifts and statement rows.
   * Left out, copies keep their originals' dates and shifts (bench:backup only needs the volume).
   */
  shiftDays?: number;
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A table's id sequence, looked up once: pg_get_serial_sequence per row reads the catalog ~150 buffers a call. */
async function sequenceOf(db: Db, table: string): Promise<string> {
  const [row] = await rows<{ name: string }>(db, sql`select pg_get_serial_sequence(${table}, 'id') as name`);
  return row!.name;
}

/**
 * Each statement reads a row as JSON, overrides its keys and makes a row of the table again, in a LATERAL: written
 * as `(jsonb_populate_record(…)).*` PostgreSQL would run the function once per column.
 */
export async function copySales(db: Db, options: CopySalesOptions): Promise<void> {
  const { businessId, count, copies, round } = options;
  const ofBusiness = (column: ReturnType<typeof sql>) => (businessId === undefined ? sql`true` : sql`${column} = ${businessId}`);
  // BENCH_TRACE=1 prints each statement's time: where a slow seed spends it.
  const run = async (query: ReturnType<typeof sql>) => {
    const start = performance.now();
    await db.execute(query);
    if (process.env.BENCH_TRACE === '1') console.log(`    copy: ${(performance.now() - start).toFixed(0)} ms ${query.queryChunks.length}`);
  };
  const dated = options.shiftDays !== undefined;
  const shift = sql`(interval '1 day' * (${options.shiftDays ?? 0} + m.copy) * ${dated ? 1 : 0})`;
  await run(sql`drop table if exists bench_copy`);
  await run(sql`drop table if exists bench_session_copy`);
  await run(sql`
    create temp table bench_copy as
    select t.id as old_id, t.session_id as old_session_id, nextval(${await sequenceOf(db, 'transactions')}::regclass)::int as new_id, g as copy
    from (select id, session_id from transactions where ${ofBusiness(sql`business_id`)} and receipt_no not like '%-%' order by id desc limit ${count}) t,
      generate_series(1, ${copies}) g`);
  // A copied day's shifts: one new row per original shift and copy, opened and closed that many days earlier.
  await run(sql`
    create temp table bench_session_copy as
    select s.id as old_id, case when ${dated} then nextval(${await sequenceOf(db, 'cash_sessions')}::regclass)::int else s.id end as new_id, g as copy
    from cash_sessions s, generate_series(1, ${copies}) g
    where s.id in (select old_session_id from bench_copy) and s.status <> 'Open'`);
  if (dated) {
    await run(sql`
      insert into cash_sessions
      select x.*
      from cash_sessions s join bench_session_copy m on m.old_id = s.id
        cross join lateral jsonb_populate_record(null::cash_sessions, to_jsonb(s) || jsonb_build_object(
        'id', m.new_id, 'opened_at', s.opened_at - ${shift}, 'closed_at', s.closed_at - ${shift},
        'approved_at', s.approved_at - ${shift})) x`);
  }
  // Joins on indexed temp tables, not a subquery per row: a batch maps tens of thousands of rows.
  await run(sql`create index on bench_copy (old_id, copy)`);
  await run(sql`create index on bench_session_copy (old_id, copy)`);
  await run(sql`analyze bench_copy`);
  await run(sql`analyze bench_session_copy`);
  const suffix = sql`'-' || ${round} || '-' || m.copy`;
  await run(sql`
    insert into transactions
    select x.*
    from transactions t join bench_copy m on m.old_id = t.id
      left join bench_copy o on o.old_id = t.original_transaction_id and o.copy = m.copy
      left join bench_session_copy sm on sm.old_id = t.session_id and sm.copy = m.copy
      cross join lateral jsonb_populate_record(null::transactions, to_jsonb(t) || jsonb_build_object(
      'id', m.new_id, 'receipt_no', t.receipt_no || ${suffix}, 'share_token', t.share_token || ${suffix},
      'client_sale_id', null, 'device_receipt_no', null,
      'transaction_date', t.transaction_date - ${shift}, 'session_id', coalesce(sm.new_id, t.session_id),
      'original_transaction_id', coalesce(o.new_id, t.original_transaction_id))) x`);
  await run(sql`
    insert into transaction_items
    select x.*
    from transaction_items r join bench_copy m on m.old_id = r.transaction_id
      cross join lateral jsonb_populate_record(null::transaction_items, to_jsonb(r) || jsonb_build_object(
      'id', nextval(${await sequenceOf(db, 'transaction_items')}::regclass), 'transaction_id', m.new_id)) x`);
  await run(sql`
    insert into transaction_payments
    select x.*
    from transaction_payments r join bench_copy m on m.old_id = r.transaction_id
      left join bench_session_copy sm on sm.old_id = r.session_id and sm.copy = m.copy
      cross join lateral jsonb_populate_record(null::transaction_payments, to_jsonb(r) || jsonb_build_object(
      'id', nextval(${await sequenceOf(db, 'transaction_payments')}::regclass), 'transaction_id', m.new_id, 'session_id', coalesce(sm.new_id, r.session_id))) x`);
  await run(sql`
    insert into stock_movements
    select x.*
    from stock_movements r join bench_copy m on m.old_id = r.transaction_id
      cross join lateral jsonb_populate_record(null::stock_movements, to_jsonb(r) || jsonb_build_object(
      'id', nextval(${await sequenceOf(db, 'stock_movements')}::regclass), 'transaction_id', m.new_id, 'action_date', r.action_date - ${shift})) x`);
  if (!dated) return;
  // The customers' books: a pay-later sale's credit follows its sale, a debt payment its shift.
  await run(sql`
    insert into customer_ledger
    select x.*
    from customer_ledger r cross join generate_series(1, ${copies}) m(copy)
      left join bench_copy o on o.old_id = r.transaction_id and o.copy = m.copy
      left join bench_session_copy sm on sm.old_id = r.session_id and sm.copy = m.copy
      cross join lateral jsonb_populate_record(null::customer_ledger, to_jsonb(r) || jsonb_build_object(
      'id', nextval(${await sequenceOf(db, 'customer_ledger')}::regclass), 'transaction_id', coalesce(o.new_id, r.transaction_id),
      'session_id', sm.new_id, 'transaction_date', r.transaction_date - ${shift})) x
    where ${ofBusiness(sql`r.business_id`)} and (o.new_id is not null or sm.new_id is not null)`);
}

/** How many sales of the business (left out: of every business) are there, originals and copies. */
export async function countSales(db: Db, businessId?: number): Promise<number> {
  const which = businessId === undefined ? sql`true` : sql`business_id = ${businessId}`;
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from transactions where ${which}`);
  return row?.n ?? 0;
}
