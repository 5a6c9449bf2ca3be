/**
 * The embedded database as `npm start` opens it: PGlite in its own thread (db/pglite-thread) on a data folder held
 * under the lock, opened by the app itself. The other API files keep PGlite on their own thread for a quick start
 * (TEST_PGLITE_THREAD=1 runs them all on the thread); this file sells through the thread: sales in a transaction,
 * an oversell refused whole, one sale sent twice at once, a backup of the folder asked over its socket as
 * `npm run backup` does, and every sale still there after the app is closed and opened again. PGlite only: on
 * TEST_DATABASE=postgres the server has no embedded database.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { PGLITE_OPTIONS, pgliteFolder, type Database } from '../src/db/client';
import { askRunningServer } from '../src/db/backup/control-socket';
import { verifyBackupFile } from '../src/db/backup/backup-files';
import { PgliteThread } from '../src/db/pglite-thread/thread-client';
import { testDatabaseKind } from './database';
import { createMember, createOwner } from './fixtures';
import type { TestApp } from './helper';
import { addProduct, cashSale, countSaleRows, postSale, stockOf } from './sales';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-thread-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

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
  });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  // The app opened the database itself (as `npm start` does); the fixtures only need its query surface.
  const database = { db: app.db, kind: app.dbKind } as Database;
  return { app, config, database, close: () => app.close() };
}

describe.skipIf(testDatabaseKind === 'postgres')('the embedded database in its own thread, as npm start opens it', () => {
  it('sells, refuses an oversell whole, records a sale sent twice once, backs up the folder, and keeps it all across a restart', async () => {
    // Start from the run's migrated snapshot, as a shop's folder would be after its first start.
    const seed = new PGlite(pgliteFolder(dataDir), { ...PGLITE_OPTIONS, loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot'))]) });
    await seed.waitReady;
    await seed.close();

    const first = await startApp();
    expect((first.app.db as unknown as { $client: unknown }).$client).toBeInstanceOf(PgliteThread);
    const owner = await createOwner(first);
    const till = await createMember(first, owner, { roles: ['pos'] });
    const eggs = await addProduct(first, owner, { name: 'Eggs tray', sellingPrice: 450, quantity: 5 });
    const milk = await addProduct(first, owner, { name: 'Milk 500ml', sellingPrice: 60, quantity: 5 });

    const sold = await postSale(first, owner, cashSale(owner, [{ productId: eggs.id, quantity: 2, calcPrice: 450 }]));
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);

    const before = await countSaleRows(first);
    const refused = await postSale(
      first,
      owner,
      cashSale(owner, [
        { productId: milk.id, quantity: 1, calcPrice: 60 },
        { productId: eggs.id, quantity: 4, calcPrice: 450 },
      ]),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'OUT_OF_STOCK', errordesc: 'Eggs tray: only 3 left in stock' });
    // The milk line was taken down in the same statement: the refusal rolled it back.
    expect(await countSaleRows(first)).toEqual(before);
    expect(await stockOf(first, owner, milk.id)).toBe(5);

    // Two tills send one sale at once: the unique clientSaleId (PostgreSQL's 23505, read across the thread) keeps one.
    const twice = cashSale(owner, [{ productId: milk.id, quantity: 1, calcPrice: 60 }], { clientSaleId: crypto.randomUUID() });
    const answers = await Promise.all([postSale(first, owner, twice), postSale(first, till, twice)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'DUPLICATE' });

    const backup = await askRunningServer(dataDir);
    expect(backup).not.toBeNull();
    // Read back and checked as a restore would: the checksum, the gzip and the tar.
    await expect(verifyBackupFile(backup!.file)).resolves.toMatch(/^[0-9a-f]{64}$/);
    const sales = await countSaleRows(first);
    await first.close();

    // Closed: the thread ended and the lock is free, so the app opens the folder again with everything in it.
    const second = await startApp();
    try {
      expect(await countSaleRows(second)).toEqual(sales);
      expect(await stockOf(second, owner, eggs.id)).toBe(3);
      expect(await stockOf(second, owner, milk.id)).toBe(4);
      const again = await postSale(second, till, cashSale(owner, [{ productId: eggs.id, quantity: 3, calcPrice: 450 }]));
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(await stockOf(second, owner, eggs.id)).toBe(0);
    } finally {
      await second.close();
    }
    // Two starts of the thread (a WebAssembly compile each) and a backup: long on a busy 2-core machine.
  }, 120_000);
});
