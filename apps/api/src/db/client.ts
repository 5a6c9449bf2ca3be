import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, type LockHolder } from './data-dir-lock';
import { migrationsFolder } from '../lib/paths';
import { WriteWatch, watchQueries } from './write-watch';
import { ChangeFeed } from './change-feed';
import { assertMigrated, migratePostgres, waitForMigrations } from './migrate';

export type Schema = typeof schema;
/** Both drivers share this type: use cases never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The tables this process writes, as they are written and once committed (in-process caches listen). */
  writes: WriteWatch;
  /** The embedded database itself (PGlite only): backups dump its data folder. */
  pglite?: PGlite;
  /** PostgreSQL: the auth changes every process commits (LISTEN/NOTIFY); absent on PGlite, which one process owns. */
  shared?: ChangeFeed;
  close(): Promise<void>;
}

/** Every statement sent through PGlite, in a transaction or not, reported to `watch`. */
function watchPglite(client: PGlite, watch: WriteWatch): void {
  watchQueries(client, 'query', watch);
  watchQueries(client, 'exec', watch);
  const transaction = client.transaction.bind(client);
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    const written = new Set<string>();
    const inside = new WriteWatch();
    inside.subscribe((tables) => {
      for (const table of tables) written.add(table);
      watch.emit(tables);
    });
    try {
      return await transaction(async (tx) => {
        watchQueries(tx, 'query', inside);
        watchQueries(tx, 'exec', inside);
        return callback(tx);
      });
    } finally {
      // Committed or rolled back: readers that loaded a row meanwhile are told again.
      watch.emit([...written]);
    }
  }) as PGlite['transaction'];
}

/**
 * PGlite runs each statement on this very thread and lets waiting ones in one after another from its lock's promise, so
 * eight tills' statements ran back to back in one chain of microtasks and nothing else (a health check, a screen's
 * read) was served until the queue was empty (issue 37 item 3: `/api/health` p50 ~50 ms). Here every statement,
 * `exec` and transaction of the root client waits its turn in order and starts after `setImmediate`, so the event loop
 * takes in what has arrived between two of them. A transaction's own statements are not held: it is one turn.
 */
function takeTurns(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  const turnOf = <F extends (...args: never[]) => Promise<unknown>>(run: F): F =>
    ((...args: Parameters<F>) => {
      const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => run(...args));
      last = turn.catch(() => undefined);
      return turn;
    }) as F;
  client.query = turnOf(client.query.bind(client)) as PGlite['query'];
  client.exec = turnOf(client.exec.bind(client));
  client.transaction = turnOf(client.transaction.bind(client)) as PGlite['transaction'];
}

/**
 * A Database over an open PGlite (the app's, or a test's loaded from a snapshot): ready, since its statements now wait
 * their turn (takeTurns) and PGlite's own start-up ones would wait behind the first.
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const writes = new WriteWatch();
  watchPglite(client, writes);
  takeTurns(client);
  return { db: drizzlePglite(client, { schema }) as unknown as Db, kind: 'pglite', writes, pglite: client, close };
}

// node-postgres returns NUMERIC as text and BIGINT as text; drizzle's numeric mode 'number' handles
// the columns we declare, and COUNT(*) results are cast where read.

/**
 * PGlite's own start parameters plus a smaller buffer cache: PostgreSQL's default 128 MB of shared_buffers lives
 * in the WebAssembly heap of this very process and is touched at start, so it was a quarter of the server's
 * resident memory at idle. A shop's catalogue and a day's sales fit in 16 MB, and a page not cached there is read
 * from the operating system's file cache.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** How every PGlite of the app is opened (the server's, a backup's, a restore's). */
export const PGLITE_OPTIONS = { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS };

/** Where the embedded database keeps its files inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (err: Error) => void;
  /** Lost connections of the change feed and other things worth a warning. */
  warn?: (message: string, err?: unknown) => void;
  /**
   * `apply` (default): apply the committed migrations (on PostgreSQL under an advisory lock). `wait`
   * (MIGRATE_ON_START=false): another step applies them; wait until the database has every one this code knows.
   */
  migrations?: 'apply' | 'wait';
  /** Start-up is waiting: for another process's migration lock, or (wait) for migrations not applied yet. */
  onMigrationWait?: (pending: string[]) => void;
  /** PostgreSQL: listen for the auth changes of other processes (default true; a one-off script needs none). */
  listen?: boolean;
  /** PGlite in a folder: the lock file names another holder (default: say so and exit). */
  onLockLost?: (holder: LockHolder | null) => void;
}

/** Open the database named by the config and apply (or wait for) the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  let release = () => {};
  let client: PGlite;
  const pgliteOptions = PGLITE_OPTIONS;
  if (options.dataDir === 'memory') {
    client = new PGlite(pgliteOptions);
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = await acquireDataDirLock(options.dataDir, {
      // Someone else now holds the folder: writing on would corrupt it, so this process stops at once.
      onLost:
        options.onLockLost ??
        ((holder) => {
          console.error(
            `The data folder ${options.dataDir} was taken over by ${holder ? `process ${holder.pid} on ${holder.hostname}` : 'another process'}: stopping`,
          );
          process.exit(70);
        }),
    });
    client = new PGlite(pgliteFolder(options.dataDir), pgliteOptions);
  }
  try {
    await client.waitReady;
    // No other process can migrate a folder this one holds: waiting would never end, so say what is missing.
    if (options.migrations === 'wait') await assertMigrated(drizzlePglite(client, { schema }) as unknown as Db);
    else await migratePglite(drizzlePglite(client), { migrationsFolder });
  } catch (err) {
    release();
    throw err;
  }
  return pgliteDatabase(client, async () => {
    await client.close();
    release();
  });
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection dropped by the server (restart, failover, a test dropping its database) must not
  // take the process down: the pool replaces it on the next query.
  pool.on('error', (err) => options.onIdleError?.(err));
  const writes = new WriteWatch();
  pool.on('connect', (client) => watchQueries(client, 'query', writes));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let shared: ChangeFeed | undefined;
  try {
    if (options.migrations === 'wait') await waitForMigrations(db, { onWait: options.onMigrationWait });
    else await migratePostgres(pool, { onWait: () => options.onMigrationWait?.([]) });
    if (options.listen !== false) {
      shared = new ChangeFeed({ connectionString: databaseUrl, log: options.warn });
      await shared.ready;
    }
  } catch (err) {
    await shared?.close();
    await pool.end();
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    writes,
    ...(shared ? { shared } : {}),
    close: async () => {
      await shared?.close();
      await pool.end();
    },
  };
}
