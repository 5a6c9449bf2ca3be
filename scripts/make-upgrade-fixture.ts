/**
 * `npx tsx scripts/make-upgrade-fixture.ts`: the upgrade test's fixture (apps/api/test/upgrade.test.ts), a database made
 * by THIS release: the demo shop of `npm run seed:demo`, plus a signed eTIMS device and sales, refunds (one a signed credit
 * note), a debt paid, and a purchase from a supplier. Built through the routes on a scratch PostgreSQL database
 * (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres), then written as one plain SQL dump that both
 * PGlite and PostgreSQL load: apps/api/test/fixtures/release-<date>.sql.gz. Run it once per release and keep every
 * earlier file: the test restores each of them and migrates it up.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { addCustomerDebit, login, registerDevice } from '@dukani/contracts';
import { createEtimsSimulator } from '@dukani/etims/simulator';
import { OutboxSms } from '@dukani/sms';
import { addPurchase, addSupplier, callRoute, cashSale, postSale, refundSale } from '@dukani/test-factories';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { drainOutboxOnce } from '../apps/api/src/jobs/outbox-worker';
import { jobRegistry } from '../apps/api/src/jobs/registry';
import { DEMO_PASSWORD, DEMO_PHONE, FULL_DEMO, seedDemoShop } from '../apps/api/seed/demo-shop';
import { injectTransport } from '../apps/api/test/inject-transport';
import { adminQuery, databaseUrlOf } from '../apps/api/test/postgres-admin';

const name = `dukani_fixture_${crypto.randomBytes(4).toString('hex')}`;
const databaseUrl = databaseUrlOf(name);
const sim = await createEtimsSimulator({ seed: 34 });
await adminQuery(`create database ${name}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-fixture-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    RUN_WORKER: 'false',
    BACKUP_AUTO: 'false',
    ETIMS_BASE_URL: sim.apiUrl,
  });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  const transport = injectTransport(app);
  const drain = async () => {
    for (let round = 0; round < 40; round++) {
      const at = new Date(Date.now() + 60_000 + round * 10_000);
      const result = await drainOutboxOnce(app.db, { jobs: jobRegistry, services: { sms: new OutboxSms(), mpesa: app.mpesa, etims: app.etims } }, { now: at });
      if (result.done + result.rescheduled + result.retried + result.dead === 0 && round > 1) return;
    }
  };
  await seedDemoShop(transport, FULL_DEMO, (line) => console.log(`  ${line}`));
  const signedIn = await callRoute(transport, login, {
    body: { countryCode: 'KE', username: DEMO_PHONE, password: DEMO_PASSWORD, platform: 'Web', trustThisDevice: true },
  });
  const { token, businessId } = signedIn.body.result as unknown as { token: string; businessId: number };
  const shop = { token, businessId };

  const device = await callRoute(transport, registerDevice, {
    token,
    body: { businessId, pin: 'P051234034Z', branchId: '00', deviceSerialNo: 'SN-FIXTURE-34' },
  });
  if (device.status !== 200) throw new Error(`device: ${device.body.errordesc}`);
  const products = (await app.db.execute(
    sql`select id, selling_price::float as price from products where business_id = ${businessId} and quantity > 5 order by id limit 4`,
  )) as unknown as {
    rows: { id: number; price: number }[];
  };
  const [a, b, c] = products.rows;
  const signed: number[] = [];
  for (const lines of [[a!], [a!, b!], [c!], [b!, c!], [a!]]) {
    const sale = await postSale(
      transport,
      shop,
      cashSale(
        shop,
        lines.map((p) => ({ productId: p.id, quantity: 1, calcPrice: p.price })),
      ),
    );
    if (sale.status !== 200) throw new Error(`sale: ${sale.body.errordesc}`);
    signed.push(sale.body.result!.transactionId);
  }
  await drain();
  const refund = await refundSale(transport, shop, signed[1]!, {});
  if (refund.status !== 200) throw new Error(`refund: ${refund.body.errordesc}`);
  await drain();

  const debtor = (await app.db.execute(
    sql`select customer_id as id from customer_ledger where business_id = ${businessId} group by customer_id order by customer_id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const paid = await callRoute(transport, addCustomerDebit, {
    token,
    params: { customerId: debtor.rows[0]!.id },
    body: { debitAmount: 10, paymentModes: 'Cash' },
    idempotencyKey: crypto.randomUUID(),
  });
  if (paid.status !== 200) throw new Error(`debt payment: ${paid.body.errordesc}`);
  const supplier = await addSupplier(transport, shop, { supplierName: 'Bidco Africa' }, '30 days');
  await addPurchase(transport, shop, supplier.id, [
    { item_Desc: 'Maize flour', quantity: 12, itemCost: 150, productId: a!.id },
    { item_Desc: 'Transport', quantity: 1, itemCost: 300 },
  ]);
  await app.close();

  const dump = execFileSync('pg_dump', ['--format=plain', '--inserts', '--rows-per-insert=200', '--no-owner', '--no-privileges', `--dbname=${databaseUrl}`], {
    maxBuffer: 256 * 1024 * 1024,
  });
  const file = path.resolve(import.meta.dirname, `../apps/api/test/fixtures/release-${new Date().toISOString().slice(0, 10)}.sql.gz`);
  fs.writeFileSync(file, zlib.gzipSync(dump, { level: 9 }));
  console.log(`${(fs.statSync(file).size / 1e6).toFixed(2)} MB`);
  console.log(file);
} finally {
  await adminQuery(`drop database if exists ${name} with (force)`);
  await sim.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
