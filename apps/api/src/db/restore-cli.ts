/**
 * `npm run restore -- <file> [--force]`: restore a backup into DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL), migrated
 * up to this release. Refuses a damaged file and a database that holds data (without --force) and then changes nothing.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError } from './backup/backup-error';
import { restoreBackup } from './backup/restore';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}
const config = loadConfig();
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
try {
  const result = await restoreBackup({ file, dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, force });
  console.log(`Restored ${path.basename(file)} into ${result.target}; ${result.migrationsApplied} later migration(s) applied.`);
  if (result.keptAside) console.log(`The database it replaced is kept in ${result.keptAside}; remove it once you are sure.`);
  console.log(result.target);
} catch (err) {
  console.error(err instanceof BackupError ? `Restore refused: ${err.message}` : err);
  process.exit(1);
}
