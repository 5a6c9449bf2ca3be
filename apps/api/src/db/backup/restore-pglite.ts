import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../lib/paths';
import { PGLITE_OPTIONS, pgliteFolder } from '../client';
import { acquireDataDirLock } from '../data-dir-lock';
import { BackupError } from './backup-error';
import { openPgliteArchive } from './pglite-archive';

export interface RestoreResult {
  /** Where the restored database now is. */
  target: string;
  /** Where the database it replaced was put (with --force), kept until the operator removes it. */
  keptAside?: string;
  migrationsApplied: number;
}

const stampNow = () => new Date().toISOString().replace(/[-:.]/g, '');

async function countMigrations(client: PGlite): Promise<number> {
  const exists = await client.query<{ found: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!exists.rows[0]?.found) return 0;
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return rows[0]?.n ?? 0;
}

/**
 * Restore a PGlite backup into DATA_DIR: unpacked into a folder beside the live one, opened (PostgreSQL replays the
 * snapshot's WAL), migrated up to this release and checked there; only then swapped in. A database already in DATA_DIR
 * is refused without `force`, and with it is renamed aside, never deleted. A failure leaves DATA_DIR as it was.
 */
export async function restorePglite(bytes: Uint8Array, dataDir: string, force: boolean): Promise<RestoreResult> {
  const tarball = await openPgliteArchive(bytes);
  fs.mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = await acquireDataDirLock(dataDir);
  } catch (err) {
    throw new BackupError(`${(err as Error).message}. Stop the app before restoring.`);
  }
  const live = pgliteFolder(dataDir);
  const stamp = stampNow();
  const staging = path.join(dataDir, `pglite.restoring-${stamp}`);
  try {
    const hasDatabase = fs.existsSync(path.join(live, 'PG_VERSION'));
    if (hasDatabase && !force) {
      throw new BackupError(
        `${dataDir} already holds a database: nothing was changed. Run the restore with --force to replace it (the current one is kept aside).`,
      );
    }
    fs.rmSync(staging, { recursive: true, force: true });
    let migrationsApplied: number;
    const client = new PGlite(staging, { ...PGLITE_OPTIONS, loadDataDir: new Blob([tarball]) });
    try {
      await client.waitReady;
      const before = await countMigrations(client);
      await migrate(drizzle(client), { migrationsFolder });
      migrationsApplied = (await countMigrations(client)) - before;
      // The books must be readable, not just the catalog: one query over every shop table family's root.
      await client.query('select (select count(*) from tenants), (select count(*) from businesses), (select count(*) from users)');
    } finally {
      await client.close();
    }
    let keptAside: string | undefined;
    if (fs.existsSync(live)) {
      keptAside = path.join(dataDir, `pglite.before-restore-${stamp}`);
      fs.renameSync(live, keptAside);
    }
    fs.renameSync(staging, live);
    return { target: live, ...(keptAside ? { keptAside } : {}), migrationsApplied };
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  } finally {
    release();
  }
}
