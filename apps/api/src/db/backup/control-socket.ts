import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BackupError } from './backup-error';
import type { BackupResult } from './take-backup';

/**
 * While the app runs it holds the embedded database (one process per folder), so `npm run backup` asks it to take the
 * backup over a local socket: a file in DATA_DIR (on Windows a named pipe), which only users who may open the data folder
 * reach, no port and no token. A path too long for a Unix socket (about 100 bytes) moves to the temporary folder.
 */
export function controlSocketPath(dataDir: string): string {
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\dukani-${hash}`;
  const inFolder = path.join(dataDir, 'dukani.sock');
  return Buffer.byteLength(inFolder) < 100 ? inFolder : path.join(os.tmpdir(), `dukani-${hash}.sock`);
}

/** Serve `POST /backup` on the data folder's socket; the returned function stops it. */
export async function startControlSocket(dataDir: string, backup: () => Promise<BackupResult>): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  // The folder lock is ours, so a socket file left there is a crashed run's.
  if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    backup().then(
      (result) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result)),
      (err: unknown) => res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: (err as Error).message })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true });
    });
}

/** Ask the app running on this data folder for a backup; null when no app answers there. */
export function askRunningServer(dataDir: string): Promise<BackupResult | null> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: '/backup', method: 'POST' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as BackupResult & { error?: string };
        if (res.statusCode === 200) resolve(body);
        else reject(new BackupError(`The running app could not take the backup: ${body.error ?? `status ${res.statusCode}`}`));
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
    req.end();
  });
}
