// The server the browser tests run against: the built web app and the built API (what `npm start` ships),
// a fresh embedded database, the development SMS outbox. Builds whatever is older than its sources first.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-e2e-'));
execSync('node scripts/build-app.mjs', { stdio: 'inherit' });
// The node flags `npm start` gives the server (package.json), so the browser tests run what ships.
const startFlags = JSON.parse(fs.readFileSync('package.json', 'utf8'))
  .scripts.start.match(/node ((?:--\S+ )*)apps\/api\/dist\/server\.js$/)[1]
  .trim()
  .split(' ');
const child = spawn(process.execPath, [...startFlags, 'apps/api/dist/server.js'], {
  stdio: 'inherit',
  // The browser tests play many shops' clients from one machine: each names its address in X-Forwarded-For.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '3100',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    MPESA_SIM_PORT: '0',
    // The billing screen offers paying at the paybill (G6) only when the server has one.
    MPESA_BILLING_SHORTCODE: '600100',
    ETIMS_SIM_PORT: '0',
    MOMO_SIM_PORT: '0',
    AIRTEL_SIM_PORT: '0',
    TRUST_PROXY: 'true',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
