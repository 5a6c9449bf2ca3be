/// <reference lib="dom" />
// Till interactions (issue 18 item 6: "add to cart, change quantity ≤ 50 ms p95 in Chromium with a 50-line cart"),
// in Chromium (playwright-core, /usr/bin/chromium) against the built app on an embedded database. The cart is filled
// with BENCH_LINES (50) lines by keyboard-wedge scans, then BENCH_ROUNDS (100) times each:
//   add to cart     a click on a grid tile whose item is already a line (its quantity goes up by one),
//   scan            a wedge scan of a line's barcode,
//   one more        a click on a line's + button,
//   typed quantity  a quantity typed into a line's field (an input event, as a keyboard sends it).
// Each is timed inside the page from the event to the DOM showing the change ("DOM") and to the next frame
// after it ("frame": requestAnimationFrame, then a task, so layout and paint are in). Figures only.
// Needs a web build (npm run build). Run: npm run bench:till
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
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

const LINES = Number(process.env.BENCH_LINES ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const nameOf = (index: number) => `Item ${String(index).padStart(3, '0')}`;
const barcodeOf = (index: number) => `2000000${String(index).padStart(5, '0')}`;

async function seed(db: Db, owner: { tenantId: number; businessId: number }) {
  const tax = findTaxRate('KE', { taxCode: 'B' })!;
  await db.insert(products).values(
    Array.from({ length: LINES }, (_, index) => ({
      tenantId: owner.tenantId,
      businessId: owner.businessId,
      name: nameOf(index),
      sellingPrice: 50 + index,
      buyingPrice: 40,
      quantity: 1_000_000,
      lowstock: 1,
      taxId: tax.taxId,
      taxCode: tax.taxCode,
      taxRate: tax.taxRate,
      barCode: barcodeOf(index),
      searchText: searchTextOf({ name: nameOf(index), barCode: barcodeOf(index) }),
    })),
  );
}

type Action = { kind: 'click'; label: string } | { kind: 'scan'; code: string } | { kind: 'type'; label: string; text: string };

/**
 * Runs one interaction inside the page and returns [ms to the DOM change, ms to the next frame]. React renders a
 * discrete event (click, input) before the event returns, so the DOM is usually changed when dispatch returns;
 * otherwise a MutationObserver on the cart catches it.
 */
function timeInPage(page: Page, action: Action): Promise<[number, number]> {
  return page.evaluate(
    (act) =>
      new Promise<[number, number]>((resolve, reject) => {
        const cart = document.querySelector('[aria-label="Cart"]') ?? document.body;
        const before = cart.textContent;
        let start = 0;
        const finish = () => {
          const dom = performance.now() - start;
          requestAnimationFrame(() => setTimeout(() => resolve([dom, performance.now() - start])));
        };
        const observer = new MutationObserver(() => {
          observer.disconnect();
          finish();
        });
        const target = act.kind === 'scan' ? null : document.querySelector<HTMLElement>(`[aria-label="${act.label}"]`);
        if (act.kind !== 'scan' && !target) return reject(new Error(`nothing labelled ${act.label}`));
        if (act.kind === 'scan') (document.activeElement as HTMLElement | null)?.blur();
        if (act.kind === 'scan') for (const key of act.code) window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        if (act.kind === 'type') target!.focus();
        observer.observe(cart, { childList: true, subtree: true, characterData: true, attributes: true });
        start = performance.now();
        if (act.kind === 'click') target!.click();
        else if (act.kind === 'scan') window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        else {
          // As a keyboard types: React reads the input event with the value the native setter wrote.
          const input = target as HTMLInputElement;
          const text = input.value === act.text ? `${act.text}1` : act.text;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        if (cart.textContent !== before) {
          observer.disconnect();
          finish();
        }
      }),
    action,
  );
}

function report(label: string, samples: [number, number][]) {
  const dom = samples.map((s) => s[0]).sort((a, b) => a - b);
  const frame = samples.map((s) => s[1]).sort((a, b) => a - b);
  const fmt = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
  console.log(`  ${label.padEnd(34)} DOM ${fmt(dom)};  frame ${fmt(frame)}`);
}

async function main() {
  const { env, cleanup } = await openBenchDatabase('pglite');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false', MPESA_SIM_PORT: '0', ETIMS_SIM_PORT: '0', ...env });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  const baseURL = await app.listen({ host: '127.0.0.1', port: 0 });
  const t: TestApp = { app, database, config, close: async () => {} };
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-bench-interactions-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: { width: 1440, height: 900 },
  });
  try {
    const owner = await createOwner(t, { businessName: 'Bench Shop' });
    await seed(database.db, owner);
    // tsx names the functions inside page.evaluate with an `__name` helper the page lacks: give it one.
    await context.addInitScript('window.__name = (fn) => fn');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate((s) => {
      localStorage.setItem('accessToken', s.token);
      localStorage.setItem('businessId', String(s.businessId));
    }, owner);
    await page.goto('/pos');
    await page.locator('[data-testid="queue-status"][data-catalog="synced"]').waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: /^Add / }).first().waitFor();

    const filling: [number, number][] = [];
    for (let index = 0; index < LINES; index += 1) filling.push(await timeInPage(page, { kind: 'scan', code: barcodeOf(index) }));
    const lines = await page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem').count();
    if (lines !== LINES) throw new Error(`the cart has ${lines} lines, not ${LINES}`);
    // The grid's first page: the tiles a cashier clicks.
    const tiles = await page
      .getByRole('list', { name: 'Items' })
      .getByRole('button', { name: /^Add / })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')!));

    const samples = { add: [] as [number, number][], scan: [] as [number, number][], more: [] as [number, number][], typed: [] as [number, number][] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const index = (round * 7) % LINES;
      samples.add.push(await timeInPage(page, { kind: 'click', label: tiles[round % tiles.length]! }));
      samples.scan.push(await timeInPage(page, { kind: 'scan', code: barcodeOf(index) }));
      samples.more.push(await timeInPage(page, { kind: 'click', label: `One more ${nameOf(index)}` }));
      samples.typed.push(await timeInPage(page, { kind: 'type', label: `Quantity of ${nameOf(index)}`, text: String(2 + (round % 9)) }));
    }
    console.log(
      `till interactions: ${LINES}-line cart, ${ROUNDS} rounds, Chromium ${context.browser()?.version() ?? ''} (${database.kind}, ${os.cpus().length} cores)`,
    );
    report(`filling 0 → ${LINES} lines (scan, new line)`, filling);
    report(`add to cart (grid tile, ${LINES} lines)`, samples.add);
    report(`scan (${LINES} lines)`, samples.scan);
    report(`change quantity: one more`, samples.more);
    report(`change quantity: typed`, samples.typed);
    await page.screenshot({ path: path.join(os.tmpdir(), 'dukani-bench-till-50-lines.png') });
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await app.close();
    await database.close();
    await cleanup();
  }
}

await main();
