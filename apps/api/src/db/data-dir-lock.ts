import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the lock file says of its holder. */
export interface LockHolder {
  /** Random per start: two containers both running as pid 1 on one volume still differ here. */
  instanceId: string;
  hostname: string;
  pid: number;
  /** Milliseconds since 1970 of the holder's last heartbeat. */
  heartbeatAt: number;
}

export interface DataDirLockOptions {
  /** How often the holder rewrites its heartbeat. */
  heartbeatMs?: number;
  /** A heartbeat older than this is a dead holder's: the folder may be taken over. */
  staleMs?: number;
  /** The file no longer names us (someone took the folder over): the caller must stop using it. */
  onLost?: (holder: LockHolder | null) => void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder the file names; a bare number is a lock of an older release (its pid). Null: no file or half-written. */
function readHolder(lockPath: string): LockHolder | null {
  let text: string;
  let writtenAt: number;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
    writtenAt = fs.statSync(lockPath).mtimeMs;
  } catch {
    return null;
  }
  // An older release wrote its pid once, on this host: the file's time stands in for a heartbeat that never moves.
  if (/^\d+$/.test(text.trim())) return { instanceId: `pid-${text.trim()}`, hostname: os.hostname(), pid: Number(text), heartbeatAt: writtenAt };
  try {
    return JSON.parse(text) as LockHolder;
  } catch {
    return null;
  }
}

/** Written whole or not at all: a reader never sees half a record. */
function writeAtomically(lockPath: string, holder: LockHolder) {
  const temporary = `${lockPath}.${holder.instanceId}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(holder));
  fs.renameSync(temporary, lockPath);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PGlite is a single-process database: two processes on one folder corrupt it. The lock file names its holder by a
 * random instance id, host name and pid, and the holder rewrites a heartbeat every `heartbeatMs`. A process id alone
 * was not enough (issue 35): two containers on one volume both run as pid 1. A holder is taken to be gone only when
 * its heartbeat is older than `staleMs`, or at once when it was on this host and its pid no longer runs. A fresh
 * heartbeat that is not moving may be a holder that just died (a container restarted with the same host name and
 * pid): that is waited out; one that moves is alive and the folder is refused. The holder checks the file on every
 * heartbeat, and should it ever name someone else, `onLost` is told.
 */
export async function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): Promise<() => void> {
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const staleMs = options.staleMs ?? 30_000;
  const lockPath = path.join(dataDir, 'dukani.lock');
  const me: LockHolder = { instanceId: crypto.randomUUID(), hostname: os.hostname(), pid: process.pid, heartbeatAt: Date.now() };
  let watching: { holder: LockHolder; since: number } | null = null;
  for (;;) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify({ ...me, heartbeatAt: Date.now() }), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(lockPath);
    if (!holder) {
      // Being rewritten this instant, or left half-written by a crash: look again shortly, then treat it as stale.
      if (!watching) watching = { holder: { instanceId: '', hostname: '', pid: 0, heartbeatAt: 0 }, since: Date.now() };
      if (Date.now() - watching.since > heartbeatMs * 2) takeOver(lockPath, null);
      else await sleep(Math.min(heartbeatMs, 200));
      continue;
    }
    const here = holder.hostname === me.hostname;
    const goneHere = here && holder.pid !== process.pid && !isAlive(holder.pid);
    if (goneHere || Date.now() - holder.heartbeatAt > staleMs) {
      takeOver(lockPath, holder);
      continue;
    }
    if (here && holder.pid !== process.pid && holder.instanceId.startsWith('pid-')) {
      throw new Error(`The data folder ${dataDir} is in use by process ${holder.pid}; stop it or set DATA_DIR`);
    }
    if (watching && watching.holder.instanceId === holder.instanceId && watching.holder.heartbeatAt !== holder.heartbeatAt) {
      throw new Error(
        `The data folder ${dataDir} is in use by process ${holder.pid} on ${holder.hostname} (instance ${holder.instanceId}, alive: its heartbeat moves); stop it or set DATA_DIR`,
      );
    }
    if (!watching || watching.holder.instanceId !== holder.instanceId) watching = { holder, since: Date.now() };
    await sleep(Math.min(heartbeatMs, 1_000));
  }

  let lost = false;
  const timer = setInterval(() => {
    const holder = readHolder(lockPath);
    if (holder?.instanceId !== me.instanceId) {
      if (!lost) options.onLost?.(holder);
      lost = true;
      return;
    }
    writeAtomically(lockPath, { ...me, heartbeatAt: Date.now() });
  }, heartbeatMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (readHolder(lockPath)?.instanceId === me.instanceId) fs.rmSync(lockPath, { force: true });
  };
}

/**
 * Moves a dead holder's file aside and checks it was that very file: another process taking over at the same moment
 * may have put a fresh lock there in between, which is then put back (link fails if a third has since made one).
 */
function takeOver(lockPath: string, stale: LockHolder | null) {
  const aside = `${lockPath}.${crypto.randomUUID()}.stale`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readHolder(aside);
  const same = stale === null ? moved === null : moved?.instanceId === stale.instanceId && moved.heartbeatAt === stale.heartbeatAt;
  if (!same) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // A third process holds the path now; the one we displaced sees it on its next heartbeat.
    }
  }
  fs.rmSync(aside, { force: true });
}
