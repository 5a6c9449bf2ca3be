// Prints how many 5-line sales a second the API records (K1 over real HTTP, concurrent tills), with
// p50 / p99 latency, on PGlite and on PostgreSQL, beside the same PostgreSQL server's rate for the
// equivalent SQL transaction sent straight through node-postgres (the database's own limit for this
// work), so the ratio shows what the API layer costs. Beside it, in the same run, the yardsticks of issue 18: the same
// sale as ONE statement (the database's limit, 8 clients), a bare Fastify POST route (the web server's limit), and
// the statements K1 sends per sale (counted on PostgreSQL; BENCH_PROFILE=1 lists them). BENCH_SHOPS=N (issue 37) sells
// in N shops, each sale in a shop picked at random (the same mix for K1 and every yardstick); default 1 shop.
// Each figure is printed beside its yardstick (issue 37). The tills (and the /api/health probe) run in a process of their
// own (bench/sale-tills.ts), as a hosted server's clients are other machines. The run starts on a server with a history
// (BENCH_HISTORY sales, then ANALYZE); BENCH_API_PROCESSES runs more API processes. Run: npm run bench:sales
import { type ChildProcess, fork } from 'node:child_process';
import crypto from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Db } from '../apps/api/src/db/client';
import type { TestApp } from '../apps/api/test/helper';
import type { ApiProcessAnswer, ApiProcessMessage } from './api-process';
import { copySales, countSales } from './copy-sales';
import { cpuProfiler } from './cpu-profile';
import { postgresCpuMs } from './postgres-cpu';
import { benchDatabaseKinds, openBenchDatabase, percentile } from './bench-databases';
import { linesOf, SALES, SHOPS, shopOf, TILLS, LINES } from './sale-mix';
import { seedShops, type Shop } from './sale-shops';
import type { TillsJob, TillsResult } from './sale-tills';
import { countPostgresStatements, oneRoundTripRate, postgresOneRoundTrip, startBareServer, type Runner, type SaleOf } from './sale-yardsticks';

const PRODUCTS = 200;
/** The sales already on the server when the run starts (BENCH_HISTORY). */
const HISTORY = Number(process.env.BENCH_HISTORY ?? 10_000);
/**
 * API processes on PostgreSQL (BENCH_API_PROCESSES, default 1; PGlite has one). A hosted deploy runs one per core
 * behind its balancer (docs/OPERATIONS.md), but on this 2-core machine, which PostgreSQL and the tills share, two made
 * K1 no faster (30 Nov: 143–152 against 157–165 sales/s, 200 shops) and each sale dearer (API CPU 5.4–6.1 against
 * 4.1–4.4 ms).
 */
const API_PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 1);

/** Issue 37's yardsticks for this database and mix. */
function yardsticksOf(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') return { p99: SHOPS > 1 ? null : 100, ratio: 0.4 };
  return { p99: SHOPS > 1 ? 50 : 100, ratio: SHOPS > 1 ? 0.5 : null };
}

/** The tills' own process (bench/sale-tills.ts): it runs one job at a time and answers with its figures. */
function startTills() {
  const child = fork(fileURLToPath(new URL('./sale-tills.ts', import.meta.url)), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  let pending: { resolve: (result: TillsResult) => void; reject: (err: Error) => void } | null = null;
  child.on('message', (result) => pending?.resolve(result as TillsResult));
  child.on('exit', (code) => pending?.reject(new Error(`the tills' process exited with ${code}`)));
  return {
    run(job: TillsJob): Promise<TillsResult> {
      const answer = new Promise<TillsResult>((resolve, reject) => (pending = { resolve, reject }));
      child.send(job);
      return answer;
    },
    stop: () => child.disconnect(),
  };
}

function report(label: string, times: number[], elapsedMs: number, failed: number, p99Yardstick: number | null = null) {
  times.sort((a, b) => a - b);
  const rate = (times.length / elapsedMs) * 1000;
  const p99 = percentile(times, 99);
  const beside = p99Yardstick === null ? '' : ` (yardstick ≤ ${p99Yardstick} ms${p99 <= p99Yardstick ? '' : ': NOT met'})`;
  console.log(
    `  ${label.padEnd(44)} ${rate.toFixed(0).padStart(6)} /s   p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms${beside}${failed ? `   (${failed} failed!)` : ''}`,
  );
  return rate;
}

const tills = startTills();

/** A health checker in a process of its own (bench/health-probe.ts), started just before a run and stopped after it. */
async function startOwnHealthProbe(baseUrl: string) {
  const child = fork(fileURLToPath(new URL('./health-probe.ts', import.meta.url)), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const next = () => new Promise<{ started?: true; times?: number[] }>((resolve) => child.once('message', (m) => resolve(m as { times?: number[] })));
  const started = next();
  child.send({ start: baseUrl });
  await started;
  return {
    async stop(): Promise<number[]> {
      const answer = next();
      child.send({ stop: true });
      return (await answer).times ?? [];
    },
  };
}
/**
 * A hosted server's tables hold months of sales and PostgreSQL has statistics for them: copies of the warm-up's sales
 * (HISTORY of them), then ANALYZE. Without this the run measured a just-seeded database: the app's connections had
 * planned their foreign-key checks while `products` and `transactions` were nearly empty, kept those plans (a
 * sequential scan per line, 2.3 a sale over 40,000 products at 200 shops) and paid for them on every sale, while the
 * one-statement yardstick's fresh connections planned on the grown tables. ANALYZE invalidates the kept plans, as
 * autovacuum's does on a live server (and the housekeeping job's on PGlite).
 */
async function giveHistory(db: Db, warmUp: number) {
  if (HISTORY <= 0) return;
  const started = performance.now();
  await copySales(db, { count: warmUp, copies: Math.ceil(HISTORY / warmUp), round: 1 });
  await db.execute(sql`analyze`);
  console.log(
    `  history: ${await countSales(db)} sales on the server before the run (copied, then ANALYZE, in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/**
 * The tills post `count` sales (to K1, or to `barePath`) from their own process; `probe` also times /api/health
 * meanwhile (on the first address). `baseUrls`: every API process, the tills spread over them.
 */
function postSales(baseUrl: string, shops: readonly Shop[], count = SALES, barePath?: string, probe = false, baseUrls?: string[]): Promise<TillsResult> {
  return tills.run({ baseUrl, shops: [...shops], count, ...(barePath ? { barePath } : {}), probe, ...(baseUrls ? { baseUrls } : {}) });
}

/** `count` more API processes on the same database (bench/api-process.ts), and the CPU they use. */
async function startApiProcesses(count: number, env: Record<string, string>) {
  const children = Array.from({ length: count }, () =>
    fork(fileURLToPath(new URL('./api-process.ts', import.meta.url)), { execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
  );
  const ask = (child: ChildProcess, message: ApiProcessMessage) =>
    new Promise<ApiProcessAnswer>((resolve) => {
      child.once('message', (answer) => resolve(answer as ApiProcessAnswer));
      child.send(message);
    });
  const urls = await Promise.all(children.map(async (child) => ((await ask(child, { start: env })) as { baseUrl: string }).baseUrl));
  return {
    urls,
    /** Their CPU (ms) since this was last asked. */
    async cpuMs(): Promise<number> {
      const answers = await Promise.all(children.map((child) => ask(child, { cpu: true })));
      return answers.reduce((sum, answer) => sum + (answer as { cpuMs: number }).cpuMs, 0);
    },
    stop: () => children.forEach((child) => child.disconnect()),
  };
}

/**
 * The same writes as one K1 sale, as plain SQL in one transaction: receipt counter, sale row, 5 lines,
 * a payment, and per product a locked read, a quantity update and a movement row, an outbox row and an
 * audit row. No validation, no catalog reads beyond the locks, no JSON: the database's ceiling.
 */
async function rawSqlRate(databaseUrl: string, shops: readonly Shop[]) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: TILLS });
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: TILLS }, async () => {
      const client = await pool.connect();
      try {
        for (let n = next++; n < SALES; n = next++) {
          const ids = shopOf(n, shops);
          const lines = linesOf(n, ids.catalog).sort((a, b) => a.product.id - b.product.id);
          const t0 = performance.now();
          await client.query('begin');
          const counter = await client.query(
            `insert into business_counters (business_id, name, value) values ($1, 'raw', 1)
           on conflict (business_id, name) do update set value = business_counters.value + 1 returning value`,
            [ids.businessId],
          );
          const total = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
          const sale = await client.query(
            `insert into transactions (tenant_id, business_id, client_sale_id, receipt_no, transaction_date, sales_desc, cashier_id,
             sub_total, taxes, discount, total, total_paid, balance, paid, share_token)
           values ($1, $2, $3, $4, now(), 'Point of Sale', $5, $6, 0, 0, $6, $6, 0, 1, $7) returning id`,
            [
              ids.tenantId,
              ids.businessId,
              crypto.randomUUID(),
              `RAW-${counter.rows[0].value}`,
              ids.userId,
              total,
              crypto.randomBytes(18).toString('base64url'),
            ],
          );
          const saleId = sale.rows[0].id as number;
          await client.query(
            `insert into transaction_items (transaction_id, business_id, line_no, product_id, name, quantity, calc_price, line_amount, tax, tax_rate)
           select $1, $2, ord, pid, 'raw', q, p, p * q, 0, 0.16 from unnest($3::int[], $4::numeric[], $5::numeric[]) with ordinality as u(pid, q, p, ord)`,
            [saleId, ids.businessId, lines.map((l) => l.product.id), lines.map((l) => l.quantity), lines.map((l) => l.product.price)],
          );
          await client.query(
            `insert into transaction_payments (transaction_id, business_id, payment_value, display_value, amount) values ($1, $2, 'Cash', 'Cash', $3)`,
            [saleId, ids.businessId, total],
          );
          for (const line of lines) {
            const locked = await client.query('select quantity from products where id = $1 for update', [line.product.id]);
            const before = Number(locked.rows[0].quantity);
            await client.query('update products set quantity = $2 where id = $1', [line.product.id, before - line.quantity]);
            await client.query(
              `insert into stock_movements (tenant_id, business_id, product_id, adjustment_type, qty, change, quantity_before, quantity_after, transaction_id, user_id)
             values ($1, $2, $3, 'Sale', $4, $4, $5, $6, $7, $8)`,
              [ids.tenantId, ids.businessId, line.product.id, -line.quantity, before, before - line.quantity, saleId, ids.userId],
            );
          }
          await client.query(`insert into outbox_jobs (kind, payload) values ('etims.sendSale', $1)`, [{ transactionId: saleId }]);
          await client.query(
            `insert into audit_log (tenant_id, business_id, user_id, action, entity, entity_id) values ($1, $2, $3, 'raw.sale', 'Transaction', $4)`,
            [ids.tenantId, ids.businessId, ids.userId, String(saleId)],
          );
          await client.query('commit');
          times.push(performance.now() - t0);
        }
      } finally {
        client.release();
      }
    }),
  );
  const elapsedMs = performance.now() - start;
  await pool.end();
  return { times, elapsedMs };
}

async function run(kind: 'pglite' | 'postgres') {
  const { env, databaseUrl, cleanup } = await openBenchDatabase(kind);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false', ...env });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const t: TestApp = { app, database, config, close: async () => {} };
  let stopOthers = () => {};
  try {
    const seeding = performance.now();
    const shops = await seedShops(t, baseUrl, { count: SHOPS, products: PRODUCTS, tills: TILLS });
    const cashiers = shops.reduce((sum, shop) => sum + shop.tokens.length, 0);
    console.log(`\n${kind}: ${SALES} sales of ${LINES} lines by ${TILLS} concurrent tills over HTTP (${PRODUCTS} products a shop)`);
    console.log(
      `  mix: ${SHOPS} shop${SHOPS > 1 ? 's' : ''}, ${TILLS} tills, ${cashiers} cashiers; each sale in a shop picked at random (seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
    );
    const yardstick = yardsticksOf(kind);
    const others = kind === 'postgres' && API_PROCESSES > 1 ? await startApiProcesses(API_PROCESSES - 1, env) : null;
    const baseUrls = others ? [baseUrl, ...others.urls] : undefined;
    stopOthers = () => others?.stop();
    if (others) console.log(`  ${API_PROCESSES} API processes on this database, the tills spread over them (BENCH_API_PROCESSES)`);
    // The K1 sales this process answered: statements a sale are counted in this process only.
    let answeredHere = 0;
    app.server.on('request', (req: { url?: string }) => void (req.url?.includes('/AddKraSale/') && (answeredHere += 1)));
    // A short warm-up so JIT and caches are not billed to the first figures.
    const warmUp = Math.max(TILLS * 5, SHOPS);
    await postSales(baseUrl, shops, warmUp, undefined, false, baseUrls);
    await giveHistory(database.db, warmUp);
    await others?.cpuMs();
    answeredHere = 0;
    if (kind === 'postgres') counter.start();
    const profiler = cpuProfiler();
    await profiler.start();
    const cpuBefore = process.cpuUsage();
    const databaseCpuBefore = kind === 'postgres' ? postgresCpuMs() : null;
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    const ownProbe = await startOwnHealthProbe(baseUrl);
    loopDelay.enable();
    const api = await postSales(baseUrl, shops, SALES, undefined, true, baseUrls);
    loopDelay.disable();
    const ownProbeTimes = await ownProbe.stop();
    const cpu = process.cpuUsage(cpuBefore);
    const othersCpuMs = (await others?.cpuMs()) ?? 0;
    const sentHere = answeredHere;
    const databaseCpu = databaseCpuBefore === null ? null : postgresCpuMs()! - databaseCpuBefore;
    await profiler.stop();
    const health = api.health;
    const counted = counter.stop();
    const apiRate = report('K1 AddKraSale over HTTP', api.times, api.elapsedMs, api.failed, yardstick.p99);
    report('/api/health every 50 ms meanwhile', health, api.elapsedMs, 0, kind === 'pglite' ? 20 : null);
    report('  the same from a process of its own', ownProbeTimes, api.elapsedMs, 0, kind === 'pglite' ? 20 : null);
    // How long the server's thread was kept from its next task: what any request arriving meanwhile waited first.
    const ms = (ns: number) => (ns / 1e6).toFixed(1);
    console.log(
      `  the server's event loop delay meanwhile: p50 ${ms(loopDelay.percentile(50))} ms, p99 ${ms(loopDelay.percentile(99))} ms, max ${ms(loopDelay.max)} ms`,
    );
    // The server process's own CPU (user + system, all its threads; PGlite's too) a sale, the tills being another
    // process: far less moved by other work on the machine than the rate is.
    console.log(`  CPU of the server process${others ? 'es' : ''} a K1 sale: ${(((cpu.user + cpu.system) / 1000 + othersCpuMs) / SALES).toFixed(2)} ms`);
    // PostgreSQL's processes on this machine (the other half of a sale's cost), beside the same for one statement.
    if (databaseCpu !== null) console.log(`  CPU of PostgreSQL a K1 sale: ${(databaseCpu / SALES).toFixed(2)} ms`);
    // The tills' clients share this machine's cores with the server, as a hosted server's clients would not.
    console.log(`  CPU of the tills' process a K1 sale (their HTTP clients): ${(api.cpuMs / SALES).toFixed(2)} ms`);
    const bare = await startBareServer();
    const bareRun = await postSales(bare.baseUrl, shops, SALES, '/bare');
    await bare.close();
    const bareRate = report('bare Fastify POST route, same client', bareRun.times, bareRun.elapsedMs, bareRun.failed);
    const saleOf: SaleOf = (n) => {
      const shop = shopOf(n, shops);
      return { ids: shop, lines: linesOf(n, shop.catalog).map((l) => ({ productId: l.product.id, quantity: l.quantity, price: l.product.price })) };
    };
    let oneTrip: { times: number[]; elapsedMs: number };
    if (kind === 'postgres' && databaseUrl) {
      const raw = await rawSqlRate(databaseUrl, shops);
      const rawRate = report('equivalent SQL transaction (node-postgres)', raw.times, raw.elapsedMs, 0);
      console.log(`  API / raw database rate: ${((apiRate / rawRate) * 100).toFixed(0)} %`);
      const oneTripCpuBefore = postgresCpuMs();
      const clientCpuBefore = process.cpuUsage();
      oneTrip = await postgresOneRoundTrip(databaseUrl, TILLS, SALES, saleOf);
      const clientCpu = process.cpuUsage(clientCpuBefore);
      if (oneTripCpuBefore !== null)
        console.log(`  CPU of PostgreSQL a sale sent as one statement: ${((postgresCpuMs()! - oneTripCpuBefore) / SALES).toFixed(2)} ms`);
      console.log(`  CPU of its client (node-postgres, this process) a sale: ${((clientCpu.user + clientCpu.system) / 1000 / SALES).toFixed(2)} ms`);
    } else {
      // PGlite is one connection in this process: 8 workers queue on it, as the app's requests do.
      const client = (database.db as unknown as { $client: Runner }).$client;
      oneTrip = await oneRoundTripRate(
        Array.from({ length: TILLS }, () => client),
        SALES,
        saleOf,
      );
    }
    const oneTripRate = report(`same sale as ONE statement (${TILLS} clients)`, oneTrip.times, oneTrip.elapsedMs, 0);
    const ratio = apiRate / oneTripRate;
    const ratioYardstick = yardstick.ratio === null ? '' : ` (yardstick ≥ ${yardstick.ratio.toFixed(2)}x${ratio >= yardstick.ratio ? '' : ': NOT met'})`;
    console.log(`  K1 / one-round-trip database rate: ${ratio.toFixed(2)}x${ratioYardstick}   K1 / bare Fastify route: ${(apiRate / bareRate).toFixed(2)}x`);
    if (kind === 'postgres') {
      // Counted in this process, over the K1 sales it answered (of the SALES the tills posted to all).
      const here = sentHere || SALES;
      console.log(`  statements per K1 sale (node-postgres, BEGIN/COMMIT and auth included): ${(counted.total / here).toFixed(1)}`);
      if (process.env.BENCH_PROFILE) for (const [text, n] of counted.byStatement) console.log(`    ${(n / here).toFixed(2).padStart(6)}  ${text}`);
    }
  } finally {
    stopOthers();
    await app.close();
    await database.close();
    await cleanup();
  }
}

const counter = countPostgresStatements();
for (const kind of benchDatabaseKinds()) await run(kind);
counter.restore();
tills.stop();
const memory = process.memoryUsage();
console.log(`\nmemory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);
