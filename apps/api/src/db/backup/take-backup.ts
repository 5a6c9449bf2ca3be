import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { backupStatus } from '../../lib/backup-status';
import { PGLITE_OPTIONS, pgliteFolder } from '../client';
import { acquireDataDirLock } from '../data-dir-lock';
import { BackupError } from './backup-error';
import { backupFileName, copyVerified, rotateBackups, sealVerified, storeVerified, type BackupKind } from './backup-files';
import { compressArchive } from './pglite-archive';
import { pgDump } from './postgres-tools';

/** What to back up: the open embedded database, or a PostgreSQL server by its URL. */
export type BackupSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; databaseUrl: string };

export interface BackupTargets {
  /** DATA_DIR: backups are kept in its `backups` folder. */
  dataDir: string;
  /** BACKUP_DIR: a second, verified copy of each backup. */
  backupDir?: string | undefined;
}

export interface BackupResult {
  file: string;
  copies: string[];
  bytes: number;
  /** How long the database was held for the snapshot (PGlite: no query runs meanwhile), and the whole backup. */
  snapshotMs: number;
  totalMs: number;
}

export const backupsFolder = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * One backup: a consistent snapshot written to DATA_DIR/backups, read back and verified, copied to BACKUP_DIR and
 * verified there, and both folders rotated. On PGlite the snapshot is the data folder as PostgreSQL left it after the
 * last statement (PGlite's dumpDataDir, which no query interleaves with); a restore replays its WAL like a restart
 * after a power cut, so every committed transaction is in it. Compression runs after the database is free again.
 */
export async function takeBackup(source: BackupSource, targets: BackupTargets, kind: BackupKind, at = new Date()): Promise<BackupResult> {
  const started = performance.now();
  try {
    if (targets.dataDir === 'memory') throw new BackupError('DATA_DIR=memory has no folder to keep backups in: set DATA_DIR');
    const dir = backupsFolder(targets.dataDir);
    await fs.promises.mkdir(dir, { recursive: true });
    const name = backupFileName(kind, at, source.kind);
    let file: string;
    let snapshotMs: number;
    if (source.kind === 'pglite') {
      const tarball = await source.client.dumpDataDir('none');
      snapshotMs = performance.now() - started;
      file = await storeVerified(dir, name, await compressArchive(new Uint8Array(await tarball.arrayBuffer())));
    } else {
      const partial = path.join(dir, `${name}.partial`);
      await pgDump(source.databaseUrl, partial);
      snapshotMs = performance.now() - started;
      file = path.join(dir, name);
      await fs.promises.rename(partial, file);
      await sealVerified(file);
    }
    const copies: string[] = [];
    if (targets.backupDir) {
      copies.push(await copyVerified(file, targets.backupDir));
      rotateBackups(targets.backupDir);
    }
    rotateBackups(dir);
    backupStatus.recordSuccess();
    return { file, copies, bytes: fs.statSync(file).size, snapshotMs, totalMs: performance.now() - started };
  } catch (err) {
    backupStatus.recordFailure();
    throw err;
  }
}

/**
 * The embedded database of a stopped app: its folder is locked for this process while the backup is taken, so the app
 * cannot start on it meanwhile. Nothing is migrated: the backup is the folder as it is.
 */
export async function backupStoppedFolder(targets: BackupTargets, kind: BackupKind): Promise<BackupResult> {
  const folder = pgliteFolder(targets.dataDir);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) throw new BackupError(`There is no database in ${targets.dataDir} to back up`);
  const release = await acquireDataDirLock(targets.dataDir);
  try {
    const client = new PGlite(folder, PGLITE_OPTIONS);
    try {
      await client.waitReady;
      return await takeBackup({ kind: 'pglite', client }, targets, kind);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}
