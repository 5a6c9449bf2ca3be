import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../lib/paths';
import type { Db } from './client';

/**
 * The key of the session advisory lock every process takes to migrate: any constant shared by all releases
 * (pg_advisory_lock takes a bigint; this is "dukani" in ASCII).
 */
export const MIGRATION_LOCK_KEY = 0x64756b616e69;

/**
 * Applies the committed migrations on PostgreSQL under `pg_advisory_lock`, on one connection of the pool held for
 * the whole run (a session lock belongs to its connection). N processes started together on a new release queue
 * here: the first applies the migrations, the others then find them applied and go on; without the lock two of
 * them raced to create the same tables and one exited. `onWait` is told when another process holds the lock.
 */
export async function migratePostgres(pool: pg.Pool, options: { onWait?: () => void } = {}): Promise<void> {
  const client = await pool.connect();
  let locked = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY]);
    locked = rows[0]?.locked === true;
    if (!locked) {
      options.onWait?.();
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      locked = true;
    }
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    // A connection that failed mid-way is dropped, not pooled: its session (and any lock) ends with it.
    if (locked) await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** The committed migrations, oldest first: drizzle-kit's journal (`when` is what the migrator stores as created_at). */
export function journalEntries(): { tag: string; when: number }[] {
  return (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

/** The committed migrations the database has not applied yet (their names), decided as drizzle's migrator does. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [table] = await rowsOf<{ present: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  let last = -Infinity;
  if (table?.present) {
    const [row] = await rowsOf<{ last: string | number | null }>(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    if (row?.last !== null && row?.last !== undefined) last = Number(row.last);
  }
  return journalEntries()
    .filter((entry) => entry.when > last)
    .map((entry) => entry.tag);
}

/**
 * With MIGRATE_ON_START=false the deploy runs `npm run db:migrate` as its own step: this process waits until that
 * step has applied every migration it was built with (its readiness says 503 meanwhile), naming what it waits for
 * every `logEveryMs`, rather than serving a schema it does not know.
 */
export async function waitForMigrations(
  db: Db,
  options: { onWait?: (pending: string[]) => void; pollMs?: number; logEveryMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  let lastLog = -Infinity;
  for (;;) {
    const pending = await pendingMigrations(db);
    if (pending.length === 0) return;
    if (performance.now() - lastLog >= (options.logEveryMs ?? 10_000)) {
      lastLog = performance.now();
      options.onWait?.(pending);
    }
    if (options.signal?.aborted) throw new Error(`Migrations not applied: ${pending.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1_000));
  }
}

/** Refuses to go on when a migration this code knows is not applied, naming them and the command that applies them. */
export async function assertMigrated(db: Db): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    throw new Error(`The database lacks ${pending.length} migration(s) (${pending.join(', ')}): run npm run db:migrate, or set MIGRATE_ON_START=true`);
  }
}
