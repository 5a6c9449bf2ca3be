import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminQuery, databaseUrlOf } from '../../test/postgres-admin';
import { openTestDatabase, testDatabaseKind } from '../../test/database';
import { openDatabase } from './client';
import { assertMigrated, journalEntries, pendingMigrations } from './migrate';
import { ensureReferenceData } from './reference-data';

// Issue 35 item 4: N processes starting together on a new release (an empty database here) must all come up.
// Only PostgreSQL has other processes: PGlite's folder is held by one (db/data-dir-lock.ts).
const created: string[] = [];
async function emptyDatabase(): Promise<string> {
  const name = `dukani_migrate_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  created.push(name);
  return databaseUrlOf(name);
}
afterAll(async () => {
  for (const name of created) await adminQuery(`drop database if exists ${name} with (force)`);
});

describe.runIf(testDatabaseKind === 'postgres')('migrations from several processes at once', () => {
  it('four processes starting together on an empty database all come up, and the migrations run once', async () => {
    const url = await emptyDatabase();
    const waited: number[] = [];
    const started = await Promise.allSettled(
      [0, 1, 2, 3].map(async (index) => {
        const database = await openDatabase({ databaseUrl: url, dataDir: 'memory', listen: false, onMigrationWait: () => waited.push(index) });
        await ensureReferenceData(database.db);
        return database;
      }),
    );
    expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
    const [first] = started as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>[];
    const applied = (await first!.value.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
    expect(await pendingMigrations(first!.value.db)).toEqual([]);
    // Each migration once: the processes that waited found them applied.
    expect(applied.rows[0]!.n).toBe(journalEntries().length);
    expect(waited.length).toBeGreaterThan(0);
    for (const result of started) if (result.status === 'fulfilled') await result.value.close();
  });

  it('MIGRATE_ON_START=false waits for the separate migrate step, then goes on', async () => {
    const url = await emptyDatabase();
    const pending: string[][] = [];
    const waiting = openDatabase({ databaseUrl: url, dataDir: 'memory', listen: false, migrations: 'wait', onMigrationWait: (names) => pending.push(names) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pending[0]?.length).toBeGreaterThan(0);
    // `npm run db:migrate` in another process:
    const migrator = await openDatabase({ databaseUrl: url, dataDir: 'memory', listen: false });
    await migrator.close();
    const database = await waiting;
    expect(await pendingMigrations(database.db)).toEqual([]);
    await database.close();
  });
});

describe('a database missing a migration, with MIGRATE_ON_START=false', () => {
  it('is refused with the names of the migrations it lacks and how to apply them', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await assertMigrated(database.db);
      const last = journalEntries().at(-1)!;
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
      await expect(assertMigrated(database.db)).rejects.toThrow(`lacks 1 migration(s) (${last.tag}): run npm run db:migrate`);
    } finally {
      await database.close();
      await drop();
    }
  });
});
