/**
 * `npm run bench:backup`: backup time and size of the embedded database (PGlite), for the demo shop and then after
 * BENCH_SALES more sales (default 100,000) posted through the routes (or, with BENCH_FILL=copy, BENCH_POSTED of them posted
 * and the rest copied in SQL), with a backup figure at each tenth of the way.
 * Prints, per point: sales in the database, the data folder's size, the time the database was held for the snapshot
 * (no query runs meanwhile), the whole backup (compress, write, read back, verify) and the file's size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { login } from '@dukani/contracts';
import { callRoute, cashSale, postSale } from '@dukani/test-factories';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { takeBackup } from '../apps/api/src/db/backup/take-backup';
import { DEMO_PASSWORD, DEMO_PHONE, FULL_DEMO, seedDemoShop } from '../apps/api/seed/demo-shop';
import { injectTransport } from '../apps/api/test/inject-transport';
import { copySales } from './copy-sales';

const extraSales = Number(process.env.BENCH_SALES ?? 100_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-bench-backup-'));
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, RUN_WORKER: 'false', BACKUP_AUTO: 'false' });
const database = await openDatabase({ dataDir });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const transport = injectTransport(app);

const folderBytes = (dir: string): number =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size);
  }, 0);

async function measure(label: string) {
  const [row] = ((await app.db.execute(sql`select count(*)::int as n from transactions`)) as unknown as { rows: { n: number }[] }).rows;
  const result = await takeBackup({ kind: 'pglite', client: database.pglite! }, { dataDir }, 'manual');
  console.log(
    `${label.padEnd(12)} sales ${String(row!.n).padStart(7)} | folder ${(folderBytes(path.join(dataDir, 'pglite')) / 1e6).toFixed(1)} MB | snapshot ${(result.snapshotMs / 1000).toFixed(2)} s | whole backup ${(result.totalMs / 1000).toFixed(2)} s | file ${(result.bytes / 1e6).toFixed(2)} MB`,
  );
}

try {
  await seedDemoShop(transport, FULL_DEMO);
  await measure('demo shop');
  const signedIn = await callRoute(transport, login, {
    body: { countryCode: 'KE', username: DEMO_PHONE, password: DEMO_PASSWORD, platform: 'Web', trustThisDevice: true },
  });
  const shop = signedIn.body.result as unknown as { token: string; businessId: number };
  const ownerId = (JSON.parse(Buffer.from(shop.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { userid: number }).userid;
  const products = (
    (await app.db.execute(sql`select id, selling_price::float as price from products where business_id = ${shop.businessId} order by id`)) as unknown as {
      rows: { id: number; price: number }[];
    }
  ).rows;
  // A shop's stock runs out long before 100,000 sales: allow selling below zero for the bench.
  await app.db.execute(sql`update cash_register_settings set allow_negative_inventory = true where business_id = ${shop.businessId}`).catch(() => {});
  // BENCH_FILL=copy: post BENCH_POSTED sales through the routes, then make the rest as copies of them in SQL (the same
  // rows, lines, payments and stock movements, each with its own id and receipt number): the backup sees the volume
  // of a year of sales in minutes instead of the hours posting them one by one takes on this machine.
  const posted = process.env.BENCH_FILL === 'copy' ? Math.min(extraSales, Number(process.env.BENCH_POSTED ?? 1_000)) : extraSales;
  for (let n = 1; n <= posted; n++) {
    const product = products[n % products.length]!;
    // One caller posting as fast as it can: past API.md's 600 requests a minute per user, which a till never reaches.
    if (n % 100 === 1) await app.userRateLimiter.reset(`user:${ownerId}`);
    const sale = await postSale(transport, shop, cashSale(shop, [{ productId: product.id, quantity: 1, calcPrice: product.price }]));
    if (sale.status !== 200) throw new Error(`sale ${n}: ${sale.body.errordesc}`);
    if (n % Math.max(1, Math.floor(extraSales / 10)) === 0) await measure(`+${n}`);
  }
  for (let made = posted; made < extraSales;) {
    const copies = Math.min(Math.ceil((extraSales - made) / posted), Math.max(1, Math.floor(extraSales / 10 / posted)));
    await copySales(app.db, { businessId: shop.businessId, count: posted, copies, round: made });
    made += copies * posted;
    await measure(`+${Math.min(made, extraSales)} (copied)`);
  }
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
