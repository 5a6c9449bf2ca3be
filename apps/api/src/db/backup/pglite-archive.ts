import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BackupError } from './backup-error';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** Compress a data-folder tarball off the event loop (zlib runs on libuv's thread pool), so requests go on meanwhile. */
export function compressArchive(tar: Uint8Array): Promise<Buffer> {
  return gzip(tar, { level: 6 });
}

const readText = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** The entries of a POSIX tar (ustar names with their prefix); throws on a header that does not add up. */
function tarEntries(tar: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return names;
    const storedSum = parseInt(readText(header, 148, 8).trim(), 8);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (storedSum !== sum) throw new BackupError(`the archive is damaged: entry ${names.length + 1} has a bad header`);
    const size = parseInt(readText(header, 124, 12).trim() || '0', 8);
    const prefix = readText(header, 345, 155);
    const name = readText(header, 0, 100);
    names.push(prefix ? `${prefix}/${name}` : name);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (offset > tar.length) throw new BackupError('the archive is cut short: its last file is incomplete');
  }
  throw new BackupError('the archive is cut short: it has no end marker');
}

/**
 * Open a PGlite backup as a restore would: it must decompress (gzip checks its CRC and length) and be the tarball of a
 * PostgreSQL data folder (PG_VERSION and the control file). Returns the tarball.
 */
export async function openPgliteArchive(bytes: Uint8Array): Promise<Buffer> {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new BackupError('this is not a Dukani backup of the embedded database (not gzip data)');
  let tar: Buffer;
  try {
    tar = await gunzip(bytes);
  } catch (err) {
    throw new BackupError(`the backup is damaged: it does not decompress (${(err as Error).message})`);
  }
  const names = tarEntries(tar).map((name) => name.replace(/^\.?\//, ''));
  const hasFile = (file: string) => names.some((name) => name === file || name.endsWith(`/${file}`));
  if (!hasFile('PG_VERSION') || !hasFile('global/pg_control')) {
    throw new BackupError('this archive is not a database folder: it has no PG_VERSION or global/pg_control');
  }
  return tar;
}
