// `tsx bench/dashboard-statements.ts <kept database> <businessId>`: where R2's time goes, statement by statement, on a
// database `BENCH_KEEP=1 npm run bench:reports` kept (a postgres:// URL, or a PGlite DATA_DIR when that bench has
// exited). Runs the dashboard once to record its statements, then times each alone (median of BENCH_RUNS, 15) and
// prints its EXPLAIN (ANALYZE, BUFFERS) summary: the plan's top nodes, execution time and shared buffers.
// `BENCH_PLAN=full` prints every plan in full.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/api/src/db/schema';
import { PGLITE_OPTIONS, pgliteFolder, type Db } from '../apps/api/src/db/client';
import { getDashboard } from '../apps/api/src/modules/reports/get-dashboard';

const [target, business] = process.argv.slice(2);
if (!target || !business) throw new Error('usage: tsx bench/dashboard-statements.ts <postgres URL | PGlite DATA_DIR> <businessId>');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const statements: { query: string; params: unknown[] }[] = [];
const logger = { logQuery: (query: string, params: unknown[]) => void statements.push({ query, params }) };

type Run = (query: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
let run: Run;
let db: Db;
let close: () => Promise<void>;
if (target.startsWith('postgres')) {
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  run = async (query, params) => (await pool.query(query, params)).rows as Record<string, unknown>[];
  db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  close = () => pool.end();
} else {
  const client = new PGlite(pgliteFolder(target), PGLITE_OPTIONS);
  await client.waitReady;
  run = async (query, params) => (await client.query<Record<string, unknown>>(query, params)).rows;
  db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  close = () => client.close();
}

const businessId = Number(business);
let start = performance.now();
await getDashboard(db, { businessId });
console.log(
  `R2 once (cold): ${(performance.now() - start).toFixed(1)} ms, ${statements.length} statements; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const recorded = statements.splice(0);
const walls: number[] = [];
for (let i = 0; i < RUNS; i++) {
  start = performance.now();
  await getDashboard(db, { businessId });
  walls.push(performance.now() - start);
  statements.length = 0;
}
walls.sort((a, b) => a - b);
console.log(`R2 median of ${RUNS}: ${walls[Math.floor(RUNS / 2)]!.toFixed(1)} ms (min ${walls[0]!.toFixed(1)}, max ${walls.at(-1)!.toFixed(1)})\n`);

let sum = 0;
for (const [n, { query, params }] of recorded.entries()) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    start = performance.now();
    await run(query, params);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)]!;
  sum += median;
  const plan = (await run(`explain (analyze, buffers) ${query}`, params)).map((row) => String(Object.values(row)[0]));
  const buffers = plan.find((line) => line.includes('Buffers:'))?.trim() ?? '';
  const execution = plan.find((line) => line.startsWith('Execution Time'))?.trim() ?? '';
  console.log(`#${n + 1} median ${median.toFixed(1)} ms | ${execution} | ${buffers}\n  ${query.replace(/\s+/g, ' ').slice(0, 220)}`);
  const shown =
    process.env.BENCH_PLAN === 'full'
      ? plan
      : plan
          .filter(
            (line) =>
              /^\s*(->\s+)?\S/.test(line) && !/^\s+(Buffers|Planning|Output|Sort Key|Group Key|Filter|Rows Removed|Heap|Recheck|Index Cond|Worker)/.test(line),
          )
          .slice(0, 8);
  for (const line of shown) console.log(`    ${line}`);
}
console.log(`\nΣ of the statements' medians, one after another: ${sum.toFixed(1)} ms`);
await close();
