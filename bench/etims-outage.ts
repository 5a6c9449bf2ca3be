// The eTIMS outage soak (issue 14): the app with its outbox worker running as in production and an in-process
// KRA simulator, SOAK_SALES sales (default 2,000) posted at a steady pace by concurrent tills while the
// simulator alternates SOAK_OUTAGE_S-second outages (HTTP 500, then timeouts) with answering stretches that drop
// a few answers after committing (`commitThenDrop`). Then it waits for the backlog to drain and checks that the
// authority holds every sale exactly once, numbered 1..N without gaps, each signed in the app. Figures and a
// PASS/FAIL line. Run: npm run bench:etims (quick check: SOAK_SALES=200 SOAK_OUTAGE_S=5 npm run bench:etims).
// SOAK_BACKLOG=N (issue 37 item 5) measures the drain instead: N sales posted while the authority answers HTTP 500
// (they queue), SOAK_OUTAGE_S more seconds of outage so every send job has met it and backed off, then the authority
// comes back and the time until all N are signed gives the drain rate, printed beside its yardstick (≥ 20 /s).
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { registerDevice } from '@dukani/contracts';
import { createEtimsSimulator } from '@dukani/etims/simulator';
import { addProduct, callRoute, cashSale, fetchTransport, postSale } from '@dukani/test-factories';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { transactions } from '../apps/api/src/modules/sales/sales.schema';
import { createOwner } from '../apps/api/test/fixtures';
import type { TestApp } from '../apps/api/test/helper';
import { openBenchDatabase } from './bench-databases';
import { countStatements } from './statement-count';

const SALES = Number(process.env.SOAK_SALES ?? 2000);
const OUTAGE_S = Number(process.env.SOAK_OUTAGE_S ?? 60);
/** Outages while the tills sell; each follows an answering stretch as long as itself. */
const OUTAGES = Number(process.env.SOAK_OUTAGES ?? 3);
const TILLS = Number(process.env.SOAK_TILLS ?? 4);
/** The client gives up after this long (production: 45 s); the simulator holds a `timeout` a second longer. */
const CLIENT_TIMEOUT_MS = Number(process.env.SOAK_CLIENT_TIMEOUT_MS ?? 2_000);
/** Answers dropped after committing, at the start of every answering stretch. */
const DROPS_PER_STRETCH = Number(process.env.SOAK_DROPS ?? 3);
const DRAIN_LIMIT_S = Number(process.env.SOAK_DRAIN_LIMIT_S ?? 3_600);
const DATABASE = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const PRODUCTS = 20;
const BACKLOG = Number(process.env.SOAK_BACKLOG ?? 0);
const DRAIN_YARDSTICK_PER_S = 20;
/** SOAK_COUNT_STATEMENTS=1 with BENCH_DATABASE=postgres: the statements the drain sent, per document, by kind. */
const statements = process.env.SOAK_COUNT_STATEMENTS === '1' ? countStatements() : null;

interface HeldSale {
  tin: string;
  invcNo: number;
  trdInvcNo: string;
  rcptSign: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const sim = await createEtimsSimulator({ port: 0, seed: 14 });
  const admin = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const response = await fetch(`${sim.url}/__sim/${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`simulator ${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as unknown;
  };

  const { env, cleanup } = await openBenchDatabase(DATABASE);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RUN_WORKER: 'true',
    ETIMS_BASE_URL: sim.apiUrl,
    ETIMS_TIMEOUT_MS: String(CLIENT_TIMEOUT_MS),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const transport = fetchTransport(baseUrl);
  const t: TestApp = { app, database, config, close: async () => {} };

  try {
    const owner = await createOwner(t, { businessName: 'Soak Supermarket' });
    const pin = `P${String(Date.now() % 1_000_000_000).padStart(9, '0')}S`;
    const device = await callRoute(transport, registerDevice, {
      token: owner.token,
      body: { businessId: owner.businessId, pin, branchId: '00', deviceSerialNo: `SOAK-${pin}` },
    });
    if (device.status !== 200) throw new Error(`device registration: ${device.status} ${device.body.errordesc}`);
    const catalog: { id: number; price: number }[] = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const price = 50 + ((i * 37) % 950);
      const product = await addProduct(transport, owner, { name: `Soak item ${i}`, sellingPrice: price, quantity: 1_000_000, taxCode: 'B' });
      catalog.push({ id: product.id, price });
    }

    const saleOf = (n: number) => {
      const product = catalog[n % PRODUCTS]!;
      return cashSale(owner, [{ productId: product.id, quantity: 1 + (n % 3), calcPrice: product.price }]);
    };

    const signedCount = async () => {
      const [row] = await database.db
        .select({ n: count() })
        .from(transactions)
        .where(and(eq(transactions.businessId, owner.businessId), eq(transactions.salesStatus, 3), isNotNull(transactions.etims)));
      return row?.n ?? 0;
    };

    if (BACKLOG > 0) {
      const pass = await drainBacklog({
        admin,
        signedCount,
        post: (n) => postSale(transport, owner, saleOf(n), { key: crypto.randomUUID() }),
        reset: () => app.userRateLimiter.reset(`user:${owner.userId}`),
      });
      const held = ((await admin('GET', 'state/sales')) as HeldSale[]).filter((sale) => sale.tin === pin);
      const numbers = held.map((sale) => sale.invcNo).sort((a, b) => a - b);
      const numbersOk = numbers.length === BACKLOG && numbers.every((n, i) => n === i + 1);
      console.log(
        `  invoice numbers             ${numbersOk ? `1..${BACKLOG}, no gaps, no duplicates` : `FAIL: ${numbers.length} numbers, not 1..${BACKLOG}`}`,
      );
      process.exitCode = pass && numbersOk ? 0 : 1;
      return;
    }

    // The tills sell at a steady pace across every outage and answering stretch, so sales arrive during both.
    const sellingMs = OUTAGES * 2 * OUTAGE_S * 1000;
    const paceMs = sellingMs / SALES;
    console.log(
      `\n${DATABASE}: ${SALES} sales by ${TILLS} tills over ${seconds(sellingMs)} (${(1000 / paceMs).toFixed(1)} /s), ` +
        `${OUTAGES} outages of ${OUTAGE_S} s (http500 / timeout alternating), ${DROPS_PER_STRETCH} commitThenDrop per answering stretch, ` +
        `client timeout ${CLIENT_TIMEOUT_MS} ms`,
    );
    const start = performance.now();
    let next = 0;
    let posted = 0;
    let failed = 0;
    const tills = Promise.all(
      Array.from({ length: TILLS }, async () => {
        for (let n = next++; n < SALES; n = next++) {
          const due = start + n * paceMs - performance.now();
          if (due > 0) await sleep(due);
          const response = await postSale(transport, owner, saleOf(n), { key: crypto.randomUUID() });
          if (response.status === 200) posted += 1;
          else failed += 1;
        }
      }),
    );

    const outages = (async () => {
      for (let i = 0; i < OUTAGES; i++) {
        await admin('POST', 'faults', { path: 'saveTrnsSalesOsdc', times: DROPS_PER_STRETCH, kind: 'commitThenDrop' });
        await sleep(OUTAGE_S * 1000);
        const kind = i % 2 === 0 ? 'http500' : 'timeout';
        await admin('DELETE', 'faults');
        await admin('POST', 'faults', { path: '*', times: 1_000_000, kind, seconds: CLIENT_TIMEOUT_MS / 1000 + 1 });
        console.log(`  ${seconds(performance.now() - start).padStart(8)}  outage ${i + 1} (${kind}) begins, ${posted} sales posted`);
        await sleep(OUTAGE_S * 1000);
        await admin('DELETE', 'faults');
        console.log(`  ${seconds(performance.now() - start).padStart(8)}  outage ${i + 1} ends, ${await signedCount()} signed so far`);
      }
    })();

    await Promise.all([tills, outages]);
    const drainStart = performance.now();
    let signed = await signedCount();
    let reportAt = drainStart + 30_000;
    console.log(`  ${seconds(drainStart - start).padStart(8)}  selling done: ${posted} posted, ${signed} signed; draining`);
    while (signed < posted && performance.now() - drainStart < DRAIN_LIMIT_S * 1000) {
      await sleep(500);
      signed = await signedCount();
      // A long drain shows its progress every 30 s, so a slow one is seen before the limit.
      if (performance.now() >= reportAt) {
        console.log(`  ${seconds(performance.now() - start).padStart(8)}  ${signed} of ${posted} signed`);
        reportAt += 30_000;
      }
    }
    const drainMs = performance.now() - drainStart;

    const held = ((await admin('GET', 'state/sales')) as HeldSale[]).filter((sale) => sale.tin === pin);
    const numbers = held.map((sale) => sale.invcNo).sort((a, b) => a - b);
    const duplicates = numbers.filter((n, i) => i > 0 && numbers[i - 1] === n).length;
    const gapless = numbers.every((n, i) => n === i + 1);
    const receipts = new Set(held.map((sale) => sale.trdInvcNo));
    const numbersOk = gapless && duplicates === 0 && numbers.length === posted;

    console.log(`\n  sales posted                ${posted}${failed ? ` (${failed} refused by the API!)` : ''}`);
    console.log(`  sales the authority holds   ${held.length} (${receipts.size} distinct receipts)`);
    console.log(`  signed receipts in the app  ${signed}`);
    console.log(
      `  invoice numbers             ${numbersOk ? `1..${posted}, no gaps, no duplicates` : `FAIL: ${numbers.length} numbers, ${duplicates} duplicates, ${gapless ? 'no gaps' : 'gaps'}`}`,
    );
    console.log(`  drain after the last outage ${seconds(drainMs)}`);
    console.log(`  whole soak                  ${seconds(performance.now() - start)}`);
    const pass = failed === 0 && posted === SALES && held.length === posted && receipts.size === posted && signed === posted && numbersOk;
    console.log(`\n${pass ? 'PASS' : 'FAIL'}: ${signed}/${SALES} sales signed exactly once through ${OUTAGES} outages of ${OUTAGE_S} s`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    await app.close();
    await database.close();
    await sim.close();
    await cleanup();
  }
}

/**
 * SOAK_BACKLOG: the queue a long outage leaves, then the drain. The sales go in as fast as the tills post them (the
 * per-user request limit is lifted for the bench), the outage lasts SOAK_OUTAGE_S more seconds, and the drain is timed
 * from the moment the authority answers again to the last signature.
 */
async function drainBacklog(o: {
  admin: (method: 'POST' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;
  signedCount: () => Promise<number>;
  post: (n: number) => Promise<{ status: number }>;
  reset: () => Promise<void>;
}): Promise<boolean> {
  console.log(`\n${DATABASE}: backlog of ${BACKLOG} sales queued during an outage (HTTP 500), then drained; ${TILLS} tills`);
  await o.admin('POST', 'faults', { path: '*', times: 1_000_000, kind: 'http500' });
  const start = performance.now();
  let next = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: TILLS }, async () => {
      for (let n = next++; n < BACKLOG; n = next++) {
        if (n % 200 === 0) await o.reset();
        if ((await o.post(n)).status !== 200) refused += 1;
      }
    }),
  );
  console.log(
    `  ${seconds(performance.now() - start).padStart(8)}  ${BACKLOG - refused} sales posted${refused ? `, ${refused} refused!` : ''}; outage goes on ${OUTAGE_S} s`,
  );
  await sleep(OUTAGE_S * 1000);
  const before = await o.signedCount();
  await o.admin('DELETE', 'faults');
  statements?.start();
  const drainStart = performance.now();
  let signed = before;
  let firstAt: number | null = null;
  let reportAt = drainStart + 30_000;
  while (signed < BACKLOG && performance.now() - drainStart < DRAIN_LIMIT_S * 1000) {
    await sleep(250);
    signed = await o.signedCount();
    if (firstAt === null && signed > before) firstAt = performance.now();
    if (performance.now() >= reportAt) {
      console.log(`  ${seconds(performance.now() - drainStart).padStart(8)}  ${signed} of ${BACKLOG} signed`);
      reportAt += 30_000;
    }
  }
  const drainMs = performance.now() - drainStart;
  statements?.report(signed - before);
  const rate = (signed - before) / (drainMs / 1000);
  const steady = firstAt === null ? 0 : (signed - before) / ((performance.now() - firstAt) / 1000);
  console.log(`  signed before the authority came back: ${before}; first signature after ${firstAt === null ? '-' : seconds(firstAt - drainStart)}`);
  console.log(
    `  drain: ${signed - before} documents in ${seconds(drainMs)} = ${rate.toFixed(1)} documents/s (from the first signature ${steady.toFixed(1)} /s)   yardstick ≥ ${DRAIN_YARDSTICK_PER_S}/s: ${rate >= DRAIN_YARDSTICK_PER_S ? 'met' : 'NOT met'}`,
  );
  return refused === 0 && signed === BACKLOG;
}

await main();
