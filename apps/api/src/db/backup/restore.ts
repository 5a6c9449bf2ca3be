import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';
import { verifyBackupFile } from './backup-files';
import { isPgDump } from './postgres-tools';
import { restorePglite, type RestoreResult } from './restore-pglite';
import { restorePostgres } from './restore-postgres';

export type { RestoreResult } from './restore-pglite';

/**
 * Restore a backup into the database the config names (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR). The
 * file is verified first (checksum, it opens), so a damaged one is refused before anything is touched.
 */
export async function restoreBackup(options: { file: string; dataDir: string; databaseUrl?: string | undefined; force: boolean }): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  await verifyBackupFile(file);
  const bytes = await fs.promises.readFile(file);
  if (options.databaseUrl) {
    if (!isPgDump(bytes)) throw new BackupError(`${path.basename(file)} is a backup of the embedded database; unset DATABASE_URL to restore it into DATA_DIR`);
    return restorePostgres(file, options.databaseUrl, options.force);
  }
  if (isPgDump(bytes)) throw new BackupError(`${path.basename(file)} is a PostgreSQL dump; set DATABASE_URL to the database to restore it into`);
  if (options.dataDir === 'memory') throw new BackupError('DATA_DIR=memory cannot be restored into: set DATA_DIR');
  return restorePglite(bytes, options.dataDir, options.force);
}
