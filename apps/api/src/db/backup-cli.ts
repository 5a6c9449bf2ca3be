/**
 * `npm run backup`: a verified backup of the database the config names, while the app runs or not. Its last line of
 * output is the file's path, so a script can take it with `tail -n 1`.
 */
import { loadConfig } from '../config';
import { BackupError } from './backup/backup-error';
import { askRunningServer } from './backup/control-socket';
import { backupStoppedFolder, takeBackup, type BackupResult } from './backup/take-backup';

const config = loadConfig();
const targets = { dataDir: config.DATA_DIR, backupDir: config.BACKUP_DIR };
try {
  let result: BackupResult;
  if (config.DATABASE_URL) {
    console.log('Backing up PostgreSQL with pg_dump…');
    result = await takeBackup({ kind: 'postgres', databaseUrl: config.DATABASE_URL }, targets, 'manual');
  } else {
    const fromServer = await askRunningServer(config.DATA_DIR);
    if (fromServer) console.log('The app is running: it took the backup without stopping.');
    result = fromServer ?? (await backupStoppedFolder(targets, 'manual'));
  }
  console.log(`Backup written and verified: ${(result.bytes / 1e6).toFixed(2)} MB in ${(result.totalMs / 1000).toFixed(1)} s.`);
  for (const copy of result.copies) console.log(`Copy verified: ${copy}`);
  console.log(result.file);
} catch (err) {
  console.error(err instanceof BackupError ? `Backup failed: ${err.message}` : err);
  process.exit(1);
}
