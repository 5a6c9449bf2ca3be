import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { listBackups, type BackupKind } from '../../db/backup/backup-files';
import { startControlSocket } from '../../db/backup/control-socket';
import { backupsFolder, takeBackup, type BackupResult } from '../../db/backup/take-backup';
import { dueScheduledBackup } from './backup-schedule';
import { notifyBackupFailure } from './notify-backup-failure';

export interface BackupTiming {
  /** How often the schedule is looked at; the first look is `firstCheckAfterMs` after start, so the start stays fast. */
  checkEveryMs: number;
  firstCheckAfterMs: number;
}

/**
 * Backups of the embedded database while the app runs (issue 34): the daily one at BACKUP_HOUR on the shop's clock, one
 * at every clean shutdown (before the database closes: onClose hooks run last-registered first, and the database's
 * was registered before this), and `npm run backup`'s, asked over the data folder's socket. One at a time. A failure is
 * logged, counted on /metrics (backup-status) and told to each shop's managers.
 */
export async function startBackups(app: FastifyInstance, database: Database, timing: BackupTiming = { checkEveryMs: 5 * 60_000, firstCheckAfterMs: 60_000 }) {
  const { config } = app;
  const client = database.pglite;
  if (database.kind !== 'pglite' || !client || config.DATA_DIR === 'memory') return;
  const targets = { dataDir: config.DATA_DIR, backupDir: config.BACKUP_DIR };
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const backup = (kind: BackupKind): Promise<BackupResult> => {
    const run = queue.then(async () => {
      try {
        const result = await takeBackup({ kind: 'pglite', client }, targets, kind);
        app.log.info(
          { file: result.file, bytes: result.bytes, snapshotMs: Math.round(result.snapshotMs), copies: result.copies },
          `${kind} backup written and verified`,
        );
        return result;
      } catch (err) {
        app.log.error({ err }, `${kind} backup failed`);
        await notifyBackupFailure(app.db, (err as Error).message).catch((notifyErr: unknown) =>
          app.log.error({ err: notifyErr }, 'could not tell the shop a backup failed'),
        );
        throw err;
      }
    });
    queue = run.catch(() => {});
    return run;
  };

  const stopSocket = await startControlSocket(config.DATA_DIR, () => backup('manual'));
  let timer: NodeJS.Timeout | undefined;
  if (config.BACKUP_AUTO) {
    const check = () => {
      if (closed) return;
      const kind = dueScheduledBackup(new Date(), config.BACKUP_HOUR, config.BACKUP_TIME_ZONE, listBackups(backupsFolder(config.DATA_DIR)));
      if (kind) void backup(kind).catch(() => {});
    };
    timer = setTimeout(() => {
      check();
      timer = setInterval(check, timing.checkEveryMs);
      timer.unref();
    }, timing.firstCheckAfterMs);
    timer.unref();
  }
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    clearInterval(timer);
    await stopSocket();
    await queue;
    if (config.BACKUP_AUTO) await backup('shutdown').catch(() => {});
  });
}
