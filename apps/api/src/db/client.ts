import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { migrationsFolder } from '../lib/paths';

export type Schema = typeof schema;
/** Both drivers share this type: use cases never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// node-postgres returns NUMERIC as text and BIGINT as text; drizzle's numeric mode 'number' handles
// the columns we declare, and COUNT(*) results are cast where read.

/**
 * PGlite's own start parameters plus a smaller buffer cache: PostgreSQL's default 128 MB of shared_buffers lives
 * in the WebAssembly heap of this very process and is touched at start, so it was a quarter of the server's
 * resident memory at idle. A shop's catalogue and a day's sales fit in 16 MB, and a page not cached there is read
 * from the operating system's file cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Open the database named by the config and apply the committed migrations. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; onIdleError?: (err: Error) => void }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, a test dropping its database) must not
    // take the process down: the pool replaces it on the next query.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let release = () => {};
  let client: PGlite;
  const pgliteOptions = { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS };
  if (options.dataDir === 'memory') {
    client = new PGlite(pgliteOptions);
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(options.dataDir);
    client = new PGlite(path.join(options.dataDir, 'pglite'), pgliteOptions);
  }
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}
