import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type BenchDatabaseKind = 'pglite' | 'postgres';

export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** BENCH_DATABASES=pglite,postgres (the default) picks which databases a benchmark runs on. */
export const benchDatabaseKinds = (): BenchDatabaseKind[] => (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as BenchDatabaseKind[];

/** A fresh PGlite folder or a fresh PostgreSQL database, as app config env, and how to remove it. */
export async function openBenchDatabase(kind: BenchDatabaseKind): Promise<{ env: Record<string, string>; databaseUrl?: string; cleanup(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-bench-'));
    return { env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `dukani_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: 'memory', DATABASE_URL: url.toString() },
    databaseUrl: url.toString(),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
