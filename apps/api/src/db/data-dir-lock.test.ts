import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, type LockHolder } from './data-dir-lock';

const dirs: string[] = [];
const timers: NodeJS.Timeout[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const FAST = { heartbeatMs: 50, staleMs: 1_000 };
const lockFile = (dir: string) => path.join(dir, 'dukani.lock');
const readLock = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as LockHolder;

/** Another container's process on the same volume: pid 1 like ours could be, another host name, beating or not. */
function foreignHolder(dir: string, options: { pid?: number; beating: boolean; heartbeatAt?: number }) {
  const holder: LockHolder = {
    instanceId: 'other-instance',
    hostname: 'another-container',
    pid: options.pid ?? process.pid,
    heartbeatAt: options.heartbeatAt ?? Date.now(),
  };
  fs.writeFileSync(lockFile(dir), JSON.stringify(holder));
  if (options.beating) timers.push(setInterval(() => fs.writeFileSync(lockFile(dir), JSON.stringify({ ...holder, heartbeatAt: Date.now() })), 20));
}

describe('data folder lock', () => {
  it('keeps a second instance out while the first beats, even with the same pid on the same host, and lets it in after release', async () => {
    const dir = tempDir();
    const release = await acquireDataDirLock(dir, FAST);
    await expect(acquireDataDirLock(dir, FAST)).rejects.toThrow(/in use by process \d+ on .*heartbeat moves/);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    (await acquireDataDirLock(dir, FAST))();
  });

  it('refuses a folder another container holds although that process has our pid (both pid 1)', async () => {
    const dir = tempDir();
    foreignHolder(dir, { beating: true });
    await expect(acquireDataDirLock(dir, FAST)).rejects.toThrow(/in use by process .* on another-container/);
    expect(readLock(dir).instanceId).toBe('other-instance');
  });

  it('takes over a holder whose heartbeat stopped, once it is stale (a container restarted with the same name and pid)', async () => {
    const dir = tempDir();
    foreignHolder(dir, { beating: false });
    const start = Date.now();
    const release = await acquireDataDirLock(dir, FAST);
    expect(Date.now() - start).toBeGreaterThanOrEqual(FAST.staleMs - 50);
    expect(readLock(dir)).toMatchObject({ hostname: os.hostname(), pid: process.pid });
    release();
  });

  it('takes over at once a lock of a dead process on this host, also in the old pid-only format', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.on('exit', resolve));
    fs.writeFileSync(lockFile(dir), String(child.pid));
    const release = await acquireDataDirLock(dir, { heartbeatMs: 5_000, staleMs: 30_000 });
    expect(readLock(dir).pid).toBe(process.pid);
    release();
  });

  it('refuses a live process of an older release (pid-only lock) on this host', async () => {
    const dir = tempDir();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(lockFile(dir), String(sleeper.pid));
      await expect(acquireDataDirLock(dir, FAST)).rejects.toThrow(/in use by process/);
    } finally {
      sleeper.kill();
    }
  });

  it('tells the holder when the file names someone else, and leaves that file alone on release', async () => {
    const dir = tempDir();
    const lost: (LockHolder | null)[] = [];
    const release = await acquireDataDirLock(dir, { ...FAST, onLost: (holder) => lost.push(holder) });
    foreignHolder(dir, { beating: false });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(lost).toHaveLength(1);
    expect(lost[0]?.instanceId).toBe('other-instance');
    release();
    expect(readLock(dir).instanceId).toBe('other-instance');
  });
});
