// `npm run bench:reports` (issue 37 item 5): the owner's reports at a year of sales. Per database (BENCH_DATABASES,
// pglite,postgres): one busy day posted through the routes (BENCH_POSTED sales, 300: three cashiers each in their own
// register shift; cash with change, M-Pesa, card, split and pay-later payments; refunds; a regular customer buying on
// credit and paying it off), then copied day by day back over the past year in SQL (bench/copy-sales.ts) up to
// BENCH_SALES sales (100,000): each copied day has its own shifts and customer-ledger rows. Then BENCH_RUNS (30) calls
// each through app.inject of R2 (the dashboard: today and the last 30 days), R1 (one cashier's shift; a month of
// every shift), R6 (a month, a year) and H10 (the regular customer's statement for a year), printed as p50 / p99
// beside the yardstick (p99 ≤ 100 ms PostgreSQL, ≤ 300 ms PGlite), with the load average. BENCH_KEEP=1 keeps the data.
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import * as contracts from '@dukani/contracts';
import { businessDateOf } from '@dukani/domain';
import { addCustomer, addProduct, callRoute, cashSale, closeRegister, openRegister, postSale, refundSale, type Transport } from '@dukani/test-factories';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { createMember, createOwner } from '../apps/api/test/fixtures';
import type { TestApp } from '../apps/api/test/helper';
import { injectTransport } from '../apps/api/test/inject-transport';
import { benchDatabaseKinds, openBenchDatabase, percentile, type BenchDatabaseKind } from './bench-databases';
import { copySales, countSales } from './copy-sales';

const SALES = Number(process.env.BENCH_SALES ?? 100_000);
const POSTED = Math.min(SALES, Number(process.env.BENCH_POSTED ?? 300));
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const CASHIERS = 3;
const YARDSTICK_MS: Record<BenchDatabaseKind, number> = { postgres: 100, pglite: 300 };
const DAY_MS = 86_400_000;

type Caller = { token: string; businessId: number; userId: number };
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** One busy day through the routes: what every copied day repeats. Returns the regular customer. */
async function postOneDay(t: TestApp, transport: Transport, owner: Caller, cashiers: Caller[]) {
  const catalog: { id: number; price: number }[] = [];
  for (let i = 0; i < 40; i++) {
    const price = 40 + ((i * 37) % 460);
    const product = await addProduct(transport, owner, {
      name: `Bench item ${i}`,
      sellingPrice: price,
      buyingPrice: Math.round(price * 0.8),
      quantity: 10_000_000,
    });
    catalog.push({ id: product.id, price });
  }
  const customers: number[] = [];
  for (let i = 0; i < 8; i++)
    customers.push((await addCustomer(transport, owner, { firstName: `Customer${i}`, lastName: 'Bench', phoneNumber: `07${String(20_000_000 + i * 13)}` })).id);
  const regular = customers[0]!;
  const sessions = [];
  for (const cashier of cashiers) sessions.push(await openRegister(transport, cashier, 2000, 'Bench: float'));
  for (let n = 0; n < POSTED; n++) {
    const cashier = cashiers[n % CASHIERS]!;
    if (n % 100 === 0) for (const caller of [owner, ...cashiers]) await t.app.userRateLimiter.reset(`user:${caller.userId}`);
    const lines = Array.from({ length: 1 + (n % 5) }, (_unused, k) => {
      const product = catalog[(n * 7 + k * 11) % catalog.length]!;
      return { productId: product.id, quantity: 1 + ((n + k) % 3), calcPrice: product.price };
    });
    const sale = cashSale(owner, lines);
    const due = sale.totalPaid;
    const mode = n % 10;
    if (mode === 1)
      Object.assign(sale, {
        paymentSummary: [{ paymentValue: 'Cash', amount: Math.ceil(due / 100) * 100 }],
        totalPaid: Math.ceil(due / 100) * 100,
        balance: due - Math.ceil(due / 100) * 100,
      });
    if (mode === 2 || mode === 3) sale.paymentSummary = [{ paymentValue: 'Mpesa', amount: due }];
    if (mode === 4) sale.paymentSummary = [{ paymentValue: 'Card', amount: due }];
    if (mode === 5)
      sale.paymentSummary = [
        { paymentValue: 'Cash', amount: Math.floor(due / 2) },
        { paymentValue: 'Mpesa', amount: due - Math.floor(due / 2) },
      ];
    if (mode === 6) {
      // Pay later: half to the regular customer, so a year puts thousands of sales on one statement.
      const customerId = n % 20 === 6 ? regular : customers[1 + (n % 7)]!;
      Object.assign(sale, { customerId, paymentSummary: [{ paymentValue: 'PayLater', amount: 0 }], totalPaid: 0, balance: due });
    }
    const posted = await postSale(transport, cashier, sale);
    if (posted.status !== 200) throw new Error(`sale ${n}: ${JSON.stringify(posted.body)}`);
    if (n % 40 === 7) {
      const refund = await refundSale(transport, cashier, posted.body.result!.transactionId);
      if (refund.status !== 200) throw new Error(`refund of sale ${n}: ${JSON.stringify(refund.body)}`);
    }
    if (n % 30 === 29) {
      const paid = await callRoute(transport, contracts.addCustomerDebit, {
        token: cashier.token,
        params: { customerId: regular },
        body: { debitAmount: 500, paymentModes: n % 60 === 29 ? 'Cash' : 'Mpesa' },
        idempotencyKey: crypto.randomUUID(),
      });
      if (paid.status !== 200) throw new Error(`debt payment: ${JSON.stringify(paid.body)}`);
    }
  }
  for (const [i, cashier] of cashiers.entries()) await closeRegister(transport, cashier, sessions[i]!.id, 2000 + 10_000 * (i + 1), 'Bench: counted');
  return { regular };
}

async function time(t: TestApp, caller: Caller, label: string, call: () => Promise<{ status: number; body: unknown }>, yardstick: number) {
  await t.app.userRateLimiter.reset(`user:${caller.userId}`);
  // The first call of a report rolls up the closed days it covers (sales-rollup.ts): printed on its own.
  const firstStart = performance.now();
  await call();
  const firstMs = performance.now() - firstStart;
  for (let i = 1; i < WARMUP; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (i % 50 === 49) await t.app.userRateLimiter.reset(`user:${caller.userId}`);
    const start = performance.now();
    const response = await call();
    times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  console.log(
    `  ${label.padEnd(42)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p99 ${p99.toFixed(1).padStart(7)} ms   yardstick p99 ≤ ${yardstick} ms: ${p99 <= yardstick ? 'met' : 'NOT met'}   first call ${firstMs.toFixed(0)} ms`,
  );
}

async function run(kind: BenchDatabaseKind) {
  const { env, cleanup } = await openBenchDatabase(kind);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false', BACKUP_AUTO: 'false', ...env });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const t: TestApp = { app, database, config, close: async () => {} };
  const transport = injectTransport(app);
  try {
    const seedStart = performance.now();
    const owner = await createOwner(t, { businessName: 'Bench Reports Shop' });
    const cashiers: Caller[] = [];
    for (let i = 0; i < CASHIERS; i++) cashiers.push(await createMember(t, owner, { roleTypes: 'User', roles: ['pos', 'refunds', 'customers'] }));
    const { regular } = await postOneDay(t, transport, owner, cashiers);
    const postedMs = performance.now() - seedStart;
    const template = await countSales(app.db, owner.businessId);
    // Day by day back from yesterday, 30 days a statement: every copy of the day is the day before the last.
    for (let days = 0; template * (days + 1) < SALES;) {
      const copies = Math.min(30, Math.ceil((SALES - template * (days + 1)) / template));
      await copySales(app.db, { businessId: owner.businessId, count: template, copies, round: days, shiftDays: days });
      days += copies;
    }
    const copiedMs = performance.now() - seedStart - postedMs;
    // PGlite runs no autovacuum; the server's own maintenance would analyze these tables at its next pass.
    for (const table of ['transactions', 'transaction_items', 'transaction_payments', 'stock_movements', 'customer_ledger', 'cash_sessions'])
      await app.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
    const total = await countSales(app.db, owner.businessId);
    console.log(
      `\n${kind}: ${total.toLocaleString('en')} documents (sales and refunds) over ${Math.ceil(total / template)} days: ${template} posted through the routes in ` +
        `${(postedMs / 1000).toFixed(1)} s, the rest copied in ${((performance.now() - seedStart - postedMs) / 1000).toFixed(1)} s (${(copiedMs / 1000).toFixed(1)} s copying); ${RUNS} runs each, load average ${load()}`,
    );

    const today = businessDateOf('KE', new Date());
    const daysAgo = (days: number) => businessDateOf('KE', new Date(Date.now() - days * DAY_MS));
    const yardstick = YARDSTICK_MS[kind];
    const asOwner = { token: owner.token };
    const cashier = cashiers[0]!;
    await time(
      t,
      owner,
      'R2 dashboard (today and 30 days)',
      () => callRoute(transport, contracts.getDashboard, { ...asOwner, params: { businessId: owner.businessId } }),
      yardstick,
    );
    await time(
      t,
      owner,
      "R1 register report, one cashier's shift",
      () =>
        callRoute(transport, contracts.getCashRegisterReport, {
          ...asOwner,
          query: { BusinessId: owner.businessId, UserId: cashier.userId, StartDate: daysAgo(100), EndDate: daysAgo(100) },
        }),
      yardstick,
    );
    await time(
      t,
      owner,
      'R1 register report, a month of every shift',
      () =>
        callRoute(transport, contracts.getCashRegisterReport, { ...asOwner, query: { BusinessId: owner.businessId, StartDate: daysAgo(29), EndDate: today } }),
      yardstick,
    );
    for (const [label, days] of [
      ['R6 sales report, a month', 29],
      ['R6 sales report, a year', 364],
    ] as const) {
      await time(
        t,
        owner,
        label,
        () =>
          callRoute(transport, contracts.getSalesReport, {
            ...asOwner,
            params: { businessId: owner.businessId },
            query: { StartDate: daysAgo(days), EndDate: today },
          }),
        yardstick,
      );
    }
    await time(
      t,
      owner,
      "H10 a regular customer's statement, a year",
      () =>
        callRoute(transport, contracts.getCreditReport, { ...asOwner, params: { customerId: regular }, query: { StartDate: daysAgo(364), EndDate: today } }),
      yardstick,
    );
    console.log(`  load average after: ${load()}`);
    if (process.env.BENCH_KEEP === '1')
      console.log(`  kept: ${env.DATABASE_URL ?? env.DATA_DIR} (business ${owner.businessId}, customer ${regular}, owner ${owner.userId})`);
  } finally {
    await app.close();
    await database.close();
    if (process.env.BENCH_KEEP !== '1') await cleanup();
  }
}

for (const kind of benchDatabaseKinds()) await run(kind);
