// Prints how long the owner's own copy (C6) takes for a shop with BENCH_SALES sales (100,000) of 5 lines each, the
// zip's size, and the server process's memory while it streams (peak resident set size, sampled every 20 ms, beside
// the size before the download), on the embedded database (PGlite, in this process) and on PostgreSQL.
// Run: npx tsx bench/data-export.ts   (BENCH_SALES, BENCH_DATABASES=pglite,postgres)
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addProduct, cashSale, postSale } from '@dukani/test-factories';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { injectTransport, type TestApp } from '../apps/api/test/helper';
import { createOwner } from '../apps/api/test/fixtures';
import { benchDatabaseKinds, openBenchDatabase } from './bench-databases';

const SALES = Number(process.env.BENCH_SALES ?? 100_000);
const BATCH = 10_000;
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

async function run(kind: 'pglite' | 'postgres') {
  const { env, cleanup } = await openBenchDatabase(kind);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false', ...env });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const t: TestApp = { app, database, config, close: async () => {} };
  try {
    const owner = await createOwner(t, { businessName: 'Bench Supermarket' });
    const shop = { token: owner.token, businessId: owner.businessId };
    const transport = injectTransport(app);
    const lines = [];
    for (let index = 0; index < 5; index++) {
      const product = await addProduct(transport, shop, { name: `Bench item ${index}, "special"`, sellingPrice: 10.1 * (index + 1), quantity: 1_000_000 });
      lines.push({ productId: product.id, quantity: index + 1, calcPrice: 10.1 * (index + 1) });
    }
    const template = await postSale(transport, shop, cashSale(shop, lines));
    if (template.status !== 200) throw new Error(template.body.errordesc);
    const templateId = template.body.result!.transactionId;
    const seedStart = performance.now();
    // Copies of the one sale (its lines and payment too), each a minute earlier than the one before.
    for (let from = 1; from <= SALES - 1; from += BATCH) {
      const to = Math.min(SALES - 1, from + BATCH - 1);
      await database.db.execute(sql`
        with made as (
          insert into transactions (tenant_id, business_id, kind, receipt_no, transaction_date, sales_desc, cashier_id, session_id,
            sub_total, taxes, discount, total, total_paid, balance, paid, share_token)
          select tenant_id, business_id, kind, 'B' || g, transaction_date - make_interval(mins => g), sales_desc, cashier_id, session_id,
            sub_total, taxes, discount, total, total_paid, balance, paid, md5('bench' || g)
          from transactions, generate_series(${from}::int, ${to}::int) g where id = ${templateId}
          returning id
        ), lines as (
          insert into transaction_items (transaction_id, business_id, line_no, product_id, name, quantity, calc_price, line_amount, tax, tax_rate, tax_code)
          select made.id, i.business_id, i.line_no, i.product_id, i.name, i.quantity, i.calc_price, i.line_amount, i.tax, i.tax_rate, i.tax_code
          from made cross join transaction_items i where i.transaction_id = ${templateId}
        )
        insert into transaction_payments (transaction_id, business_id, payment_value, display_value, amount)
        select made.id, p.business_id, p.payment_value, p.display_value, p.amount
        from made cross join transaction_payments p where p.transaction_id = ${templateId}`);
    }
    const seedMs = performance.now() - seedStart;
    console.log(`${kind}: seeded ${SALES.toLocaleString('en')} sales in ${(seedMs / 1000).toFixed(1)} s; exporting…`);

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const start = performance.now();
    const response = await fetch(`${address}/api/Business/ExportData/${owner.businessId}`, { headers: { authorization: `Bearer ${owner.token}` } });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    let firstByteMs = 0;
    let size = 0;
    for await (const chunk of response.body) {
      if (size === 0) firstByteMs = performance.now() - start;
      size += (chunk as Uint8Array).byteLength;
    }
    const totalMs = performance.now() - start;
    clearInterval(sampler);
    console.log(
      `${kind}: ${SALES.toLocaleString('en')} sales × 5 lines (seeded in ${(seedMs / 1000).toFixed(1)} s): zip ${mb(size)} MB in ${(totalMs / 1000).toFixed(1)} s ` +
        `(first byte ${firstByteMs.toFixed(0)} ms); process RSS ${mb(before)} MB before, peak ${mb(peak)} MB (+${mb(peak - before)} MB)`,
    );
  } finally {
    await app.close();
    await database.close();
    await cleanup();
  }
}

for (const kind of benchDatabaseKinds()) await run(kind);
