// The server the browser tests run against: a fresh embedded database, the built web app,
// the development SMS outbox. Builds the web app first so the tests see the current code.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-e2e-'));
execSync('npm run build -w @dukani/web', { stdio: 'inherit' });
const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, PORT: process.env.E2E_PORT ?? '3100', LOG_LEVEL: 'warn', NODE_ENV: 'test', MPESA_SIM_PORT: '0' },
});
const stop = () => {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
