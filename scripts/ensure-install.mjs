// Installs the workspace when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with no other step.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const stamp = 'node_modules/.package-lock.json';
const lock = 'package-lock.json';
const stale = !fs.existsSync(stamp) || (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(stamp).mtimeMs + 1000);
if (stale) {
  console.log('Installing dependencies (npm ci)…');
  execSync(fs.existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund', { stdio: 'inherit' });
}
