/// <reference lib="dom" />
// The offline till (issue 17), in Chromium (playwright-core, /usr/bin/chromium) against the built app:
// 1. BENCH_PRODUCTS (20,000) products on the server: the first catalog download, then, the browser closed and
//    opened again, the till's ready time (navigation → the device's catalog usable) and scan → line in the
//    cart p50/p95 over BENCH_SCANS keyboard-wedge scans read from the local copy;
// 2. BENCH_SALES (1,000) sales made with the network cut, the browser closed and reopened twice, then the
//    network back: the time until the queue is empty, and whether the server holds exactly that many sales
//    (no duplicate, no loss) with stock equal to the movements.
// Figures only. Needs a web build (npm run build). Run: npm run bench:offline
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { findTaxRate } from '@dukani/domain';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Db } from '../apps/api/src/db/client';
import { products } from '../apps/api/src/db/schema';
import { searchTextOf } from '../apps/api/src/modules/products/products.queries';
import { createOwner } from '../apps/api/test/fixtures';
import type { TestApp } from '../apps/api/test/helper';
import { openBenchDatabase, percentile } from './bench-databases';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const SCANS = Number(process.env.BENCH_SCANS ?? 200);
const SALES = Number(process.env.BENCH_SALES ?? 1_000);
const STOCK = SALES + 10;

function barcodeOf(index: number): string {
  const body = `616${String(index).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, position) => total + Number(digit) * (position % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function seed(db: Db, owner: { tenantId: number; businessId: number }) {
  const tax = findTaxRate('KE', { taxCode: 'B' })!;
  for (let from = 0; from < PRODUCTS; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, PRODUCTS - from) }, (_, offset) => {
      const index = from + offset;
      const name = `Item ${String(index).padStart(6, '0')}`;
      const barCode = barcodeOf(index);
      return {
        tenantId: owner.tenantId,
        businessId: owner.businessId,
        name,
        sellingPrice: 50 + (index % 500),
        buyingPrice: 40,
        quantity: STOCK,
        lowstock: 1,
        taxId: tax.taxId,
        taxCode: tax.taxCode,
        taxRate: tax.taxRate,
        barCode,
        searchText: searchTextOf({ name, barCode }),
      };
    });
    await db.insert(products).values(rows);
  }
}

const launch = (profile: string, baseURL: string) =>
  chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: { width: 1440, height: 900 },
  });
const pageOf = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());

/** Navigation → the device's catalog is open and the grid shows it. */
async function openTill(page: Page): Promise<number> {
  const start = performance.now();
  await page.goto('/pos');
  await page.locator('[data-testid="queue-status"][data-catalog="synced"]').waitFor({ timeout: 600_000 });
  // A product's button ("Add a customer" is there before the grid).
  await page
    .getByRole('button', { name: /^Add Item \d/ })
    .first()
    .waitFor();
  return performance.now() - start;
}

/** A keyboard-wedge scan inside the page; resolves with the time from Enter to the cart's DOM changing. */
function scanInPage(page: Page, code: string): Promise<number> {
  return page.evaluate(
    (scanned) =>
      new Promise<number>((resolve) => {
        const cart = document.querySelector('[aria-label="Cart lines"]') ?? document.body;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(cart, { childList: true, subtree: true, characterData: true, attributes: true });
        (document.activeElement as HTMLElement | null)?.blur();
        for (const key of scanned) window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        const start = performance.now();
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      }),
    code,
  );
}

async function sellOne(page: Page, code: string) {
  await scanInPage(page, code);
  await page.keyboard.press('F9');
  await page
    .getByRole('dialog', { name: /Charge/ })
    .getByLabel('Cash received')
    .press('Enter');
  const done = page.getByRole('dialog', { name: /Sale kept on this device|Sale recorded/ });
  await done.getByRole('button', { name: 'New sale' }).click();
  // Gone from the page, not only renamed: while it fades out it shows the empty order's "Charge 0.00", and a
  // scan and F9 landing then met that fading form (one sale in a thousand timed out).
  await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
}

async function main() {
  const { env, cleanup } = await openBenchDatabase((process.env.BENCH_DATABASE as 'pglite' | 'postgres' | undefined) ?? 'pglite');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false', MPESA_SIM_PORT: '0', ETIMS_SIM_PORT: '0', ...env });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const t: TestApp = { app, database, config, close: async () => {} };
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-bench-till-'));
  try {
    const owner = await createOwner(t, { businessName: 'Bench Supermarket' });
    await seed(database.db, owner);
    console.log(`offline till: ${PRODUCTS.toLocaleString('en')} products, ${SCANS} scans, ${SALES.toLocaleString('en')} offline sales (${database.kind})`);

    let context = await launch(profile, baseUrl);
    let page = await pageOf(context);
    await page.goto('/');
    await page.evaluate((s) => {
      localStorage.setItem('accessToken', s.token);
      localStorage.setItem('businessId', String(s.businessId));
    }, owner);
    console.log(`  first catalog download and store:      ${((await openTill(page)) / 1000).toFixed(2)} s`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.close();

    context = await launch(profile, baseUrl);
    page = await pageOf(context);
    await context.setOffline(true);
    console.log(`  till ready, reopened offline:          ${((await openTill(page)) / 1000).toFixed(2)} s`);
    page.on('dialog', (dialog) => void dialog.accept());
    const times: number[] = [];
    for (let i = 0; i < SCANS; i += 1) {
      times.push(await scanInPage(page, barcodeOf((i * 7919) % PRODUCTS)));
      if (i % 20 === 19) await page.getByRole('button', { name: 'Clear order' }).click();
    }
    times.sort((a, b) => a - b);
    console.log(`  scan → line in the cart:               p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
    await page.getByRole('button', { name: 'Clear order' }).click();

    // Three stretches of offline selling, the browser closed between them.
    const start = performance.now();
    for (let part = 0; part < 3; part += 1) {
      if (part > 0) {
        await context.close();
        context = await launch(profile, baseUrl);
        page = await pageOf(context);
        await context.setOffline(true);
        await openTill(page);
      }
      const until = Math.round(((part + 1) * SALES) / 3);
      for (let sale = Math.round((part * SALES) / 3); sale < until; sale += 1) await sellOne(page, barcodeOf(sale % 50));
    }
    console.log(`  ${SALES} sales offline (3 stretches):      ${((performance.now() - start) / 1000).toFixed(1)} s`);
    await context.close();

    context = await launch(profile, baseUrl);
    page = await pageOf(context);
    const syncStart = performance.now();
    await openTill(page);
    await page.locator('[data-testid="queue-status"][data-waiting="0"][data-online="true"]').waitFor({ timeout: 600_000 });
    const syncS = (performance.now() - syncStart) / 1000;
    console.log(`  network back → queue empty:            ${syncS.toFixed(1)} s`);
    // Drizzle answers raw SQL with { rows } on both PGlite and PostgreSQL.
    const sales = (
      (await database.db.execute(
        sql`select count(*)::int as n, count(distinct client_sale_id)::int as distinct_keys from transactions where business_id = ${owner.businessId}`,
      )) as unknown as { rows: { n: number; distinct_keys: number }[] }
    ).rows[0];
    const stock = (
      (await database.db.execute(
        sql`select coalesce(sum(${STOCK} - p.quantity), 0)::float as sold, (select coalesce(-sum(change), 0)::float from stock_movements m where m.business_id = ${owner.businessId}) as moved from products p where p.business_id = ${owner.businessId}`,
      )) as unknown as { rows: { sold: number; moved: number }[] }
    ).rows[0];
    console.log(
      `  server holds ${sales?.n} sales (${sales?.distinct_keys} distinct keys), stock sold ${stock?.sold}, movements ${stock?.moved}: ${sales?.n === SALES && sales.distinct_keys === SALES && stock?.sold === stock?.moved ? 'PASS' : 'FAIL'}`,
    );
    await context.close();
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
    await app.close();
    await database.close();
    await cleanup();
  }
}

await main();
