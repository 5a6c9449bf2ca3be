/**
 * Upgrades that cannot lose data (issue 34): each `fixtures/release-<date>.sql.gz` is a database made by an earlier
 * release (scripts/make-upgrade-fixture.ts: the demo shop, signed eTIMS sales, refunds, a debt paid, a purchase). It is
 * restored into an empty database, every later migration is applied, and the books must still add up. Growing it: a new
 * migration that reshapes shop data adds its own check below (what the rows must say after it ran); each release adds
 * a fixture of its own and keeps the older ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { getCustomer, login } from '@dukani/contracts';
import { callRoute } from '@dukani/test-factories';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, PGLITE_OPTIONS, pgliteDatabase, type Database } from '../src/db/client';
import { migrationsFolder } from '../src/lib/paths';
import { DEMO_PASSWORD, DEMO_PHONE } from '../seed/demo-shop';
import { testDatabaseKind } from './database';
import { injectTransport } from './inject-transport';
import { adminQuery, databaseUrlOf } from './postgres-admin';

const fixturesDir = path.join(import.meta.dirname, 'fixtures');
const fixtures = fs.readdirSync(fixturesDir).filter((name) => /^release-.*\.sql\.gz$/.test(name));

/** The dump's SQL without psql's meta-commands (\restrict), which neither driver runs. */
const dumpSql = (file: string) =>
  zlib
    .gunzipSync(fs.readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');

async function restoreFixture(file: string): Promise<{ database: Database; databaseUrl?: string; drop(): Promise<void> }> {
  const text = dumpSql(file);
  if (testDatabaseKind === 'postgres') {
    const name = `dukani_upgrade_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const databaseUrl = databaseUrlOf(name);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(text);
    await client.end();
    return {
      database: await openDatabase({ databaseUrl, dataDir: 'memory' }),
      databaseUrl,
      drop: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  }
  const client = new PGlite(PGLITE_OPTIONS);
  await client.waitReady;
  await client.exec(text);
  // The dump empties search_path for its own statements; the app's migrations name tables unqualified.
  await client.exec('set search_path to public');
  await migrate(drizzle(client), { migrationsFolder });
  return { database: pgliteDatabase(client, () => client.close()), drop: async () => {} };
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as Rows<T>).rows;

describe.each(fixtures)(`upgrade from %s (${testDatabaseKind})`, (fixture) => {
  it('restores, applies every later migration, and the books still add up', async () => {
    const { database, databaseUrl, drop } = await restoreFixture(path.join(fixturesDir, fixture));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory',
      RUN_WORKER: 'false',
      JWT_SECRET: 'dukani-api-tests-jwt-secret-0123456789',
      OTP_SECRET: 'dukani-api-tests-otp-secret-0123456789',
      MPESA_CALLBACK_KEY: 'dukani-api-tests-callback-key',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    try {
      const migrations = await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(migrations[0]!.n).toBe(journal.entries.length);

      // Stock = Σ movements, for every product that has any.
      const stock = await rowsOf<{ id: number; quantity: number; moved: number }>(
        database,
        sql`select p.id, p.quantity::float as quantity, sum(m.change)::float as moved from products p join stock_movements m on m.product_id = p.id
            where m.variant_id is null group by p.id, p.quantity`,
      );
      expect(stock.length).toBeGreaterThanOrEqual(200);
      expect(stock.filter((row) => row.quantity !== row.moved)).toEqual([]);

      // Each customer's balance as the app reports it = their ledger (credits less debits), and someone owes.
      const signedIn = await callRoute(injectTransport(app), login, {
        body: { countryCode: 'KE', username: DEMO_PHONE, password: DEMO_PASSWORD, platform: 'Web', trustThisDevice: true },
      });
      expect(signedIn.status).toBe(200);
      const token = (signedIn.body.result as unknown as { token: string }).token;
      const ledger = await rowsOf<{ id: number; owed: number }>(
        database,
        sql`select c.id, coalesce(sum(case when l.type = 'Credit' then l.amount else -l.amount end), 0)::float as owed
            from customers c left join customer_ledger l on l.customer_id = c.id group by c.id order by c.id`,
      );
      expect(ledger.length).toBeGreaterThanOrEqual(12);
      expect(ledger.some((row) => row.owed > 0)).toBe(true);
      for (const row of ledger) {
        const customer = await callRoute(injectTransport(app), getCustomer, { token, params: { id: row.id } });
        expect(customer.body.result!.balance, `customer ${row.id}`).toBeCloseTo(row.owed, 2);
      }

      // A closed shift's frozen figures = its rows: takings by mode = the money paid in it (Pay Later is credit, not a
      // taking), and its sales total = the totals of the sales made in it less what went back.
      const shifts = await rowsOf<{ id: number; total: number; byMode: number; paid: number; sold: number }>(
        database,
        sql`select s.id, s.total_sales::float as total,
                   (select coalesce(sum((e->>'amount')::numeric), 0) from jsonb_array_elements(s.sales_by_mode) e)::float as "byMode",
                   (select coalesce(sum(p.amount), 0) from transaction_payments p where p.session_id = s.id and p.payment_value <> 'PayLater')::float as paid,
                   (select coalesce(sum(case when t.kind = 'Sale' then t.total else -t.total end), 0) from transactions t where t.session_id = s.id)::float as sold
            from cash_sessions s where s.status <> 'Open'`,
      );
      expect(shifts.length).toBeGreaterThanOrEqual(1);
      for (const shift of shifts) {
        expect(shift.byMode, `shift ${shift.id} takings`).toBeCloseTo(shift.paid, 2);
        expect(shift.sold, `shift ${shift.id} sales`).toBeCloseTo(shift.total, 2);
      }

      // eTIMS: each device's invoice numbers run 1..n with no gap, n is its counter, and signed documents are there.
      const series = await rowsOf<{ deviceId: number; numbers: number[]; last: number; signed: number }>(
        database,
        sql`select d.id as "deviceId", array_agg(e.invoice_no order by e.invoice_no) as numbers, d.last_invoice_no as last,
                   count(*) filter (where e.state = 'Signed')::int as signed
            from etims_devices d join etims_documents e on e.device_id = d.id where e.invoice_no is not null group by d.id, d.last_invoice_no`,
      );
      expect(series.length).toBeGreaterThanOrEqual(1);
      for (const device of series) {
        expect(device.numbers.map(Number)).toEqual(Array.from({ length: device.numbers.length }, (_, i) => i + 1));
        expect(device.last).toBe(device.numbers.length);
        expect(device.signed).toBeGreaterThanOrEqual(5);
      }
      const kinds = await rowsOf<{ kind: string }>(database, sql`select distinct kind from transactions order by kind`);
      expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(['Refund', 'Sale']));
      const purchases = await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from expenses where expenses_type = 1`);
      expect(purchases[0]!.n).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  }, 60_000);
});
