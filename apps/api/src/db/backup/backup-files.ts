import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';
import { openPgliteArchive } from './pglite-archive';
import { isPgDump, pgRestoreList } from './postgres-tools';

/** daily and weekly: the schedule's; shutdown: a clean stop's; manual: `npm run backup`'s. */
export type BackupKind = 'daily' | 'weekly' | 'shutdown' | 'manual';

export interface BackupFile {
  file: string;
  kind: BackupKind;
  takenAt: Date;
}

/** How many of each kind a folder keeps: the last 14 scheduled (daily or weekly) and 8 weekly, as the issue asks. */
export const KEEP = { scheduled: 14, weekly: 8, shutdown: 7, manual: 10 } as const;

const NAME = /^dukani-(\d{8}T\d{9}Z)-(daily|weekly|shutdown|manual)\.(tar\.gz|pgdump)$/;

const stamp = (at: Date) => at.toISOString().replace(/[-:.]/g, '');

/** `dukani-20261101T030000000Z-daily.tar.gz`: sorts by time, names its kind, and says which database made it. */
export function backupFileName(kind: BackupKind, at: Date, database: 'pglite' | 'postgres'): string {
  return `dukani-${stamp(at)}-${kind}.${database === 'pglite' ? 'tar.gz' : 'pgdump'}`;
}

function parseName(file: string): BackupFile | null {
  const match = NAME.exec(path.basename(file));
  if (!match) return null;
  const s = match[1]!;
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`;
  return { file, kind: match[2] as BackupKind, takenAt: new Date(iso) };
}

/** The backups in a folder, newest first (a missing folder has none). */
export function listBackups(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => parseName(path.join(dir, name)))
    .filter((entry): entry is BackupFile => entry !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');
const checksumFile = (file: string) => `${file}.sha256`;

/**
 * Read a backup back as a restore would: the checksum written beside it must match, and it must open (a PGlite archive
 * decompresses and is a data folder; a pg_dump file lists its contents). Returns the file's checksum.
 */
export async function verifyBackupFile(file: string, expectedSha256?: string): Promise<string> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  const bytes = await fs.promises.readFile(file);
  const actual = sha256(bytes);
  const recorded = fs.existsSync(checksumFile(file)) ? fs.readFileSync(checksumFile(file), 'utf8').split(/\s+/)[0] : undefined;
  for (const expected of [expectedSha256, recorded]) {
    if (expected && expected !== actual)
      throw new BackupError(`${path.basename(file)} is damaged: its checksum does not match the one recorded when it was written`);
  }
  if (isPgDump(bytes)) {
    await pgRestoreList(file).catch((err: Error) => {
      throw new BackupError(`${path.basename(file)} is damaged: ${err.message}`);
    });
  } else {
    await openPgliteArchive(bytes).catch((err: Error) => {
      throw new BackupError(`${path.basename(file)}: ${err.message}`);
    });
  }
  return actual;
}

/** Write under a temporary name, flush, then rename: a crash half-way never leaves a file that looks like a backup. */
async function writeDurably(file: string, bytes: Uint8Array): Promise<void> {
  const partial = `${file}.partial`;
  const handle = await fs.promises.open(partial, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.promises.rename(partial, file);
}

/** Store a backup's bytes in `dir` with its checksum beside it, then read it back and verify it. */
export async function storeVerified(dir: string, name: string, bytes: Uint8Array): Promise<string> {
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  const sum = sha256(bytes);
  await writeDurably(file, bytes);
  await writeDurably(checksumFile(file), Buffer.from(`${sum}  ${name}\n`));
  await verifyBackupFile(file, sum);
  return file;
}

/** A file written elsewhere (pg_dump's): record its checksum and verify it in place. */
export async function sealVerified(file: string): Promise<string> {
  const bytes = await fs.promises.readFile(file);
  await writeDurably(checksumFile(file), Buffer.from(`${sha256(bytes)}  ${path.basename(file)}\n`));
  await verifyBackupFile(file, sha256(bytes));
  return file;
}

/** Copy a verified backup to another folder (BACKUP_DIR) and verify the copy by reading it back there. */
export async function copyVerified(file: string, toDir: string): Promise<string> {
  const bytes = await fs.promises.readFile(file);
  return storeVerified(toDir, path.basename(file), bytes);
}

/** Delete what the folder no longer keeps (KEEP); returns the files removed. Only our own file names are touched. */
export function rotateBackups(dir: string): string[] {
  const all = listBackups(dir);
  const keep = new Set<string>();
  const keepNewest = (entries: BackupFile[], count: number) => entries.slice(0, count).forEach((entry) => keep.add(entry.file));
  keepNewest(
    all.filter((entry) => entry.kind === 'daily' || entry.kind === 'weekly'),
    KEEP.scheduled,
  );
  keepNewest(
    all.filter((entry) => entry.kind === 'weekly'),
    KEEP.weekly,
  );
  keepNewest(
    all.filter((entry) => entry.kind === 'shutdown'),
    KEEP.shutdown,
  );
  keepNewest(
    all.filter((entry) => entry.kind === 'manual'),
    KEEP.manual,
  );
  const removed = all.filter((entry) => !keep.has(entry.file)).map((entry) => entry.file);
  for (const file of removed) {
    fs.rmSync(file, { force: true });
    fs.rmSync(checksumFile(file), { force: true });
  }
  return removed;
}
