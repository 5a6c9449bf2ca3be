/**
 * The restore drill of issue 34: sales from 8 tills, a backup taken while they sell, the database wiped, the backup
 * restored, the app started again, and every sale acknowledged before the backup began is there with its stock
 * movement. Runs on PGlite (the backup asked of the running app over its socket, as `npm run backup` does) and, with
 * TEST_DATABASE=postgres, on PostgreSQL (pg_dump / pg_restore).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { PGLITE_OPTIONS, pgliteFolder, type Database } from '../src/db/client';
import { BackupError } from '../src/db/backup/backup-error';
import { askRunningServer } from '../src/db/backup/control-socket';
import { restoreBackup } from '../src/db/backup/restore';
import { takeBackup } from '../src/db/backup/take-backup';
import { openTestDatabase, testDatabaseKind } from './database';
import { createMember, createOwner, type Owner } from './fixtures';
import type { TestApp } from './helper';
import { adminQuery } from './postgres-admin';
import { addProduct, cashSale, postSale } from './sales';

const TILLS = 8;
const STOCK = 100_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-drill-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

afterAll(async () => {
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startApp(): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RUN_WORKER: 'false',
    BACKUP_AUTO: 'false',
    JWT_SECRET: 'dukani-api-tests-jwt-secret-0123456789',
    OTP_SECRET: 'dukani-api-tests-otp-secret-0123456789',
    MPESA_CALLBACK_KEY: 'dukani-api-tests-callback-key',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  // The app opened the database itself (as `npm start` does); the fixtures only need its query surface.
  const database = { db: app.db, kind: app.dbKind } as Database;
  return { app, config, database, close: () => app.close() };
}

async function saleIds(t: TestApp, businessId: number): Promise<Set<number>> {
  const result = (await t.database.db.execute(sql`select id from transactions where business_id = ${businessId}`)) as unknown as { rows: { id: number }[] };
  return new Set(result.rows.map((row) => Number(row.id)));
}

async function stockBook(t: TestApp, productId: number): Promise<{ quantity: number; movements: number }> {
  const result = (await t.database.db.execute(
    sql`select (select quantity::float from products where id = ${productId})::float as quantity,
               (select coalesce(sum(change), 0) from stock_movements where product_id = ${productId})::float as movements`,
  )) as unknown as { rows: { quantity: number; movements: number }[] };
  return result.rows[0]!;
}

describe(`restore drill (${testDatabaseKind})`, () => {
  it('restores every sale acknowledged before a backup taken while 8 tills sell', async () => {
    if (testDatabaseKind === 'postgres') {
      const test = await openTestDatabase();
      await test.database.close();
      databaseUrl = test.databaseUrl!;
      dropDatabase = test.drop;
    } else {
      // Start from the run's migrated snapshot, as a shop's folder would be after its first start.
      const seed = new PGlite(pgliteFolder(dataDir), { ...PGLITE_OPTIONS, loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot'))]) });
      await seed.waitReady;
      await seed.close();
    }
    const first = await startApp();
    const owner: Owner = await createOwner(first);
    const product = await addProduct(first, owner, { name: 'Drill Soap', sellingPrice: 50, quantity: STOCK });
    const acknowledged: { id: number; at: number }[] = [];
    let selling = true;
    let tillsDone = 0;
    // Each till is its own cashier (a user's requests are limited to 600 a minute), and stops after 40 sales at most.
    const cashiers = await Promise.all(Array.from({ length: TILLS }, () => createMember(first, owner, { roles: ['pos'] })));
    const till = async (cashier: { token: string; businessId: number }) => {
      try {
        for (let n = 0; selling && n < 40; n++) {
          const response = await postSale(first, cashier, cashSale(owner, [{ productId: product.id, quantity: 1, calcPrice: 50 }]));
          expect(response.status, JSON.stringify(response.body)).toBe(200);
          acknowledged.push({ id: response.body.result!.transactionId, at: performance.now() });
          // A till's pause between customers; it also lets the event loop serve other I/O, as real requests would.
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      } finally {
        tillsDone += 1;
      }
    };
    const tills = cashiers.map(till);
    const soldAtLeast = async (count: number) => {
      while (acknowledged.length < count && tillsDone < TILLS) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await soldAtLeast(40);

    const backupBegan = performance.now();
    const countAtStart = acknowledged.length;
    const backup =
      testDatabaseKind === 'postgres'
        ? await takeBackup({ kind: 'postgres', databaseUrl: databaseUrl! }, { dataDir }, 'manual')
        : await askRunningServer(dataDir);
    expect(backup).not.toBeNull();
    // The tills went on selling while the backup ran: it did not stop the shop.
    const soldDuringBackup = acknowledged.length - countAtStart;
    await soldAtLeast(countAtStart + soldDuringBackup + 10);
    selling = false;
    await Promise.all(tills);
    await first.close();

    // Wipe: the backup is all that is left (kept outside the data folder, as on a USB drive).
    const kept = path.join(os.tmpdir(), `${path.basename(dataDir)}-${path.basename(backup!.file)}`);
    fs.copyFileSync(backup!.file, kept);
    fs.copyFileSync(`${backup!.file}.sha256`, `${kept}.sha256`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await adminQuery(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);

    const restored = await restoreBackup({ file: kept, dataDir, databaseUrl, force: false });
    expect(restored.migrationsApplied).toBe(0);
    const second = await startApp();
    try {
      const ids = await saleIds(second, owner.businessId);
      const before = acknowledged.filter((sale) => sale.at < backupBegan);
      expect(before.length).toBeGreaterThanOrEqual(40);
      expect(before.filter((sale) => !ids.has(sale.id))).toEqual([]);
      // Nothing half-made: the restored stock is its movements, and each sale present took one unit.
      const book = await stockBook(second, product.id);
      expect(book.quantity).toBe(book.movements);
      expect(book.quantity).toBe(STOCK - ids.size);
    } finally {
      await second.close();
    }
    // A second restore onto the restored data (the app stopped: a running one holds the folder) is refused without
    // --force and changes nothing.
    await expect(restoreBackup({ file: kept, dataDir, databaseUrl, force: false })).rejects.toThrow(/already holds/);

    // A damaged copy is refused even with --force, and the data stays as it was.
    const damaged = `${kept}.damaged.${testDatabaseKind === 'postgres' ? 'pgdump' : 'tar.gz'}`;
    const bytes = fs.readFileSync(kept);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    fs.writeFileSync(damaged, bytes);
    // gzip's CRC finds it even without the checksum file; a pg_dump file is guarded by its checksum file alone.
    if (testDatabaseKind === 'pglite') await expect(restoreBackup({ file: damaged, dataDir, databaseUrl, force: true })).rejects.toBeInstanceOf(BackupError);
    fs.copyFileSync(`${kept}.sha256`, `${damaged}.sha256`);
    await expect(restoreBackup({ file: damaged, dataDir, databaseUrl, force: true })).rejects.toThrow(/checksum/);
    const third = await startApp();
    try {
      expect((await saleIds(third, owner.businessId)).size).toBeGreaterThanOrEqual(acknowledged.filter((sale) => sale.at < backupBegan).length);
    } finally {
      await third.close();
    }
    for (const file of [kept, `${kept}.sha256`, damaged, `${damaged}.sha256`]) fs.rmSync(file, { force: true });
  }, 120_000);
});
