import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { adminQuery, databaseUrlOf } from './postgres-admin';
// The provided values' types (ProvidedContext) are declared where they are read.
import type {} from './database';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrationsFolder = path.resolve(import.meta.dirname, '../drizzle');

/** Migrate once per run; test files start from the result. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    const name = `dukani_template_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlOf(name), dataDir: 'memory', listen: false });
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('pgliteSnapshot', '');
    return async () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder });
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `dukani-pglite-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('templateDatabase', '');
  return async () => fs.rmSync(file, { force: true });
}
