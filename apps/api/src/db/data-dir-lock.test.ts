import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('keeps a second holder out while the first is alive, and lets it in after release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      // Pretend another live process holds the folder.
      release();
      fs.writeFileSync(path.join(dir, 'dukani.lock'), String(sleeper.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a lock left by a dead process', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'dukani.lock'), String(child.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'dukani.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'dukani.lock'))).toBe(false);
  });
});
