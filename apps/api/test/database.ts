import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { adminQuery, databaseUrlOf } from './postgres-admin';
import { inject } from 'vitest';
import { openDatabase, pgliteDatabase, type Database } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: a database every migration has run on; each test file copies it (CREATE DATABASE … TEMPLATE). */
    templateDatabase: string;
    /** PGlite: a tarball of a migrated data directory; each test file starts from it instead of initdb + migrations. */
    pgliteSnapshot: string;
  }
}

/** `TEST_DATABASE=postgres` runs the API tests on the real server; the default is in-memory PGlite. */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  /** Set for PostgreSQL: the URL the app's config gets. */
  databaseUrl?: string;
  database: Database;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file, already migrated: a copy of the run's template on PostgreSQL, the
 * run's snapshot on PGlite (globalSetup made both). Files never share one: several tests count global rows.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') {
    const template = inject('templateDatabase');
    const name = `dukani_test_${crypto.randomBytes(6).toString('hex')}`;
    // Two files copying the template at the same instant can collide on its lock: try again shortly.
    for (let attempt = 0; ; attempt++) {
      try {
        await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
        break;
      } catch (error) {
        if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    const databaseUrl = databaseUrlOf(name);
    // openDatabase still checks the migrations; on a copy of the template that is one quick query.
    const database = await openDatabase({ databaseUrl, dataDir: 'memory' });
    return { databaseUrl, database, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
  }
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) {
    const database = await openDatabase({ dataDir: 'memory' });
    return { database, drop: async () => {} };
  }
  const client = new PGlite({ extensions: { pg_trgm }, loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
  await client.waitReady;
  return { database: pgliteDatabase(client, () => client.close()), drop: async () => {} };
}
