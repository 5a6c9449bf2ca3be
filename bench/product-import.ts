// Prints how long the I15 product import takes for a 5,000-row file (BENCH_IMPORT_ROWS), on PGlite and on
// PostgreSQL, through app.inject like the browser's upload: new categories and subcategories, opening stock on
// most rows, a few bad rows (reported, not saved). Figures only: nothing here asserts a timing.
// Run: npm run bench:import
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PRODUCT_IMPORT_COLUMNS, type ImportResult } from '@dukani/contracts';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { call, type TestApp } from '../apps/api/test/helper';
import { createOwner } from '../apps/api/test/fixtures';
import { benchDatabaseKinds, openBenchDatabase } from './bench-databases';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const CATEGORIES = ['Groceries', 'Beverages', 'Dairy', 'Household', 'Personal Care', 'Baby', 'Snacks', 'Stationery'];

/** The file: every 100th row is refused (a negative price), every 7th has no opening stock, each has a barcode. */
function csvOf(rows: number): string {
  const lines = [PRODUCT_IMPORT_COLUMNS.join(',')];
  for (let index = 0; index < rows; index++) {
    const cells: Partial<Record<(typeof PRODUCT_IMPORT_COLUMNS)[number], string>> = {
      name: `Bench Item ${index}`,
      category: CATEGORIES[index % CATEGORIES.length],
      subcategory: `Shelf ${index % 5}`,
      sellingPrice: index % 100 === 99 ? '-1' : String(50 + (index % 900)),
      buyingPrice: String(40 + (index % 800)),
      quantity: index % 7 === 0 ? '' : String(1 + (index % 60)),
      lowstock: '3',
      unit: 'Piece',
      taxCode: 'B',
      barCode: `616${String(index).padStart(10, '0')}`,
      productCode: `BENCH-${index}`,
      brand: 'Bench',
    };
    lines.push(PRODUCT_IMPORT_COLUMNS.map((column) => cells[column] ?? '').join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function upload(t: TestApp, owner: { token: string; businessId: number }, csv: string) {
  const form = new FormData();
  form.set('Product', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return call<ImportResult>(t.app, 'POST', `/api/Product/BulkUploadProducts/${owner.businessId}`, {
    token: owner.token,
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

async function run(kind: 'pglite' | 'postgres', csv: string) {
  const { env, cleanup } = await openBenchDatabase(kind);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false', ...env });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const t: TestApp = { app, database, config, close: async () => {} };
  try {
    const owner = await createOwner(t, { businessName: 'Bench Import Duka' });
    const start = performance.now();
    const res = await upload(t, owner, csv);
    const seconds = (performance.now() - start) / 1000;
    const result = res.body.result;
    const counted = (await database.db.execute(
      sql`select (select count(*) from products) as products, (select count(*) from stock_movements) as movements`,
    )) as unknown as {
      rows: { products: string; movements: string }[];
    };
    console.log(
      `${kind.padEnd(8)} ${ROWS.toLocaleString('en')} rows in ${seconds.toFixed(2)} s  (status ${res.status}; inserted ${result?.inserted ?? '?'}, failed ${result?.failed ?? '?'};` +
        ` ${counted.rows[0]?.products} products, ${counted.rows[0]?.movements} movements)`,
    );
  } finally {
    await app.close();
    await database.close();
    await cleanup();
  }
}

const csv = csvOf(ROWS);
for (const kind of benchDatabaseKinds()) await run(kind, csv);
