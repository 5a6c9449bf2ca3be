import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '../../lib/paths';
import { BackupError } from './backup-error';
import { pgRestore } from './postgres-tools';
import type { RestoreResult } from './restore-pglite';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The server's maintenance database, where databases are created and renamed from. */
function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const countMigrations = (client: pg.Client) =>
  client
    .query<{ n: number }>(
      `select case when to_regclass('drizzle.__drizzle_migrations') is null then 0 else (select count(*)::int from drizzle.__drizzle_migrations) end as n`,
    )
    .then((result) => result.rows[0]?.n ?? 0);

/**
 * Restore a pg_dump file into DATABASE_URL's database: into a new database beside it first (pg_restore in one
 * transaction, then this release's migrations, then a read of the shop tables); only then is it renamed into place. A
 * database that already holds tables is refused without `force`, and with it is renamed aside, never dropped. Needs the
 * right to create databases (CREATEDB); a failure drops the half-made copy and leaves the target as it was.
 */
export async function restorePostgres(file: string, databaseUrl: string, force: boolean): Promise<RestoreResult> {
  const target = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!target) throw new BackupError('DATABASE_URL names no database');
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const staging = `${target}_restoring_${stamp}`.slice(0, 63);
  const admin = maintenanceUrl(databaseUrl);
  const exists = await withClient(admin, async (client) => (await client.query('select 1 from pg_database where datname = $1', [target])).rowCount === 1);
  const tables = exists
    ? await withClient(databaseUrl, async (client) => {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
        );
        return rows[0]?.n ?? 0;
      })
    : 0;
  if (tables > 0 && !force) {
    throw new BackupError(
      `The database ${target} already holds data: nothing was changed. Run the restore with --force to replace it (the current one is kept aside).`,
    );
  }
  await withClient(admin, (client) => client.query(`create database ${quote(staging)}`));
  let migrationsApplied: number;
  try {
    const stagingUrl = withDatabase(databaseUrl, staging);
    await pgRestore(stagingUrl, file);
    const pool = new pg.Pool({ connectionString: stagingUrl, max: 1 });
    try {
      const before = await withClient(stagingUrl, countMigrations);
      await migrate(drizzle(pool), { migrationsFolder });
      await pool.query('select (select count(*) from tenants), (select count(*) from businesses), (select count(*) from users)');
      const after = await withClient(stagingUrl, countMigrations);
      migrationsApplied = after - before;
    } finally {
      await pool.end();
    }
  } catch (err) {
    await withClient(admin, (client) => client.query(`drop database if exists ${quote(staging)} with (force)`));
    throw err;
  }
  let keptAside: string | undefined;
  await withClient(admin, async (client) => {
    if (exists && tables > 0) {
      keptAside = `${target}_before_restore_${stamp}`.slice(0, 63);
      await client.query(`alter database ${quote(target)} rename to ${quote(keptAside)}`).catch((err: Error) => {
        throw new BackupError(`Could not set ${target} aside (${err.message}). Stop the app first; the restored copy is in ${staging}.`);
      });
    } else if (exists) {
      await client.query(`drop database ${quote(target)}`);
    }
    await client.query(`alter database ${quote(staging)} rename to ${quote(target)}`);
  });
  return { target, ...(keptAside ? { keptAside } : {}), migrationsApplied };
}
