// The yardsticks bench/sale-posting.ts measures K1 against, in the same run: the database's own limit (the sale's
// writes sent as ONE statement, a chain of data-modifying CTEs, by 8 clients), a bare Fastify POST route on the
// same process, and a statement counter wrapped around node-postgres.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import pg from 'pg';

/** Something that runs one parameterised statement: a node-postgres pool client or the PGlite instance. */
export interface Runner {
  query(text: string, params: unknown[]): Promise<unknown>;
}

export interface SaleIds {
  tenantId: number;
  businessId: number;
  userId: number;
}

export interface RawLine {
  productId: number;
  quantity: number;
  price: number;
}

/**
 * One K1 sale's writes in one round trip: receipt counter, sale row, 5 lines, a payment, the stock update with
 * the oversell check (rows locked in id order), the movements, an outbox row and an audit row.
 */
const ONE_ROUND_TRIP = `
with counter as (
  insert into business_counters (business_id, name, value) values ($2, 'raw1', 1)
  on conflict (business_id, name) do update set value = business_counters.value + 1 returning value
), sale as (
  insert into transactions (tenant_id, business_id, client_sale_id, receipt_no, transaction_date, sales_desc, cashier_id,
    sub_total, taxes, discount, total, total_paid, balance, paid, share_token)
  select $1, $2, $4::uuid, 'RAW1-' || counter.value, now(), 'Point of Sale', $3, $8, 0, 0, $8, $8, 0, 1, $9 from counter
  returning id
), lines as (
  select * from unnest($5::int[], $6::numeric[], $7::numeric[]) with ordinality as u(pid, q, p, ord)
), items as (
  insert into transaction_items (transaction_id, business_id, line_no, product_id, name, quantity, calc_price, line_amount, tax, tax_rate)
  select sale.id, $2, ord, pid, 'raw', q, p, p * q, 0, 0.16 from sale, lines
), pay as (
  insert into transaction_payments (transaction_id, business_id, payment_value, display_value, amount)
  select sale.id, $2, 'Cash', 'Cash', $8 from sale
), locked as materialized (
  select id from products where id = any($5::int[]) and business_id = $2 and deleted_at is null order by id for update
), stock as (
  update products p set quantity = p.quantity - lines.q, updated_on = now()
  from lines, locked where p.id = lines.pid and locked.id = p.id and p.quantity - lines.q >= 0
  returning p.id, lines.q, p.quantity as after
), moves as (
  insert into stock_movements (tenant_id, business_id, product_id, adjustment_type, qty, change, quantity_before, quantity_after, transaction_id, user_id)
  select $1, $2, stock.id, 'Sale', stock.q, -stock.q, stock.after + stock.q, stock.after, sale.id, $3 from stock, sale
), job as (
  insert into outbox_jobs (kind, payload) select 'etims.sendSale', json_build_object('transactionId', sale.id) from sale
), log as (
  insert into audit_log (tenant_id, business_id, user_id, action, entity, entity_id) select $1, $2, $3, 'raw.sale', 'Transaction', sale.id::text from sale
)
select (select id from sale) as id, (select count(*) from stock) as moved`;

function oneRoundTripParams(ids: SaleIds, lines: RawLine[]) {
  const sorted = [...lines].sort((a, b) => a.productId - b.productId);
  const total = sorted.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return [
    ids.tenantId,
    ids.businessId,
    ids.userId,
    crypto.randomUUID(),
    sorted.map((l) => l.productId),
    sorted.map((l) => l.quantity),
    sorted.map((l) => l.price),
    total,
    crypto.randomBytes(18).toString('base64url'),
  ];
}

/** One sale of the mix: the shop it is sold in and its lines. */
export type SaleOf = (n: number) => { ids: SaleIds; lines: RawLine[] };

/** `clients` workers share `count` sales; each sale is one statement. */
export async function oneRoundTripRate(runners: Runner[], count: number, saleOf: SaleOf) {
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    runners.map(async (runner) => {
      for (let n = next++; n < count; n = next++) {
        const { ids, lines } = saleOf(n);
        const t0 = performance.now();
        await runner.query(ONE_ROUND_TRIP, oneRoundTripParams(ids, lines));
        times.push(performance.now() - t0);
      }
    }),
  );
  return { times, elapsedMs: performance.now() - start };
}

/** The one-round-trip sale on PostgreSQL with `clients` pooled connections. */
export async function postgresOneRoundTrip(databaseUrl: string, clients: number, count: number, saleOf: SaleOf) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: clients });
  const connections = await Promise.all(Array.from({ length: clients }, () => pool.connect()));
  try {
    return await oneRoundTripRate(connections, count, saleOf);
  } finally {
    for (const connection of connections) connection.release();
    await pool.end();
  }
}

/**
 * GETs `/api/health` every `everyMs` while the tills sell: how long a request that needs no database waits for the
 * process (on PGlite, for the WebAssembly database sharing its thread). The probe's client shares the process too.
 */
export function startHealthProbe(baseUrl: string, everyMs = 50) {
  const times: number[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      const elapsed = performance.now() - t0;
      times.push(elapsed);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - elapsed)));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return times;
    },
  };
}

/**
 * A bare Fastify POST route, started as the app is (same process, Fastify with the logger off, listening on
 * 127.0.0.1): what the web server alone costs a request that carries a sale's JSON.
 */
export async function startBareServer() {
  const app = Fastify({ logger: false });
  app.post('/bare/:businessId', async (req) => ({ success: true, result: { received: typeof req.body === 'object' } }));
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl, close: () => app.close() };
}

/** Counts every statement node-postgres sends (BEGIN, COMMIT and savepoints included), and what they are. */
export function countPostgresStatements() {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const seen = new Map<string, number>();
  let total = 0;
  let counting = false;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    if (counting) {
      total += 1;
      const first = args[0];
      const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '?');
      // Only the head is normalised: the whole text of K1's write statement cost the run itself ~1 % of its CPU.
      const key = text.slice(0, 180).replace(/\s+/g, ' ').slice(0, 90);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return original.apply(this, args);
  };
  return {
    start() {
      total = 0;
      seen.clear();
      counting = true;
    },
    stop() {
      counting = false;
      return { total, byStatement: [...seen.entries()].sort((a, b) => b[1] - a[1]) };
    },
    restore() {
      prototype.query = original;
    },
  };
}
