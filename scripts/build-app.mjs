// Builds what `npm start` serves: the web app (Vite) and the API (esbuild, apps/api/scripts/build.mjs).
// Each is skipped when its output is newer than its sources, so a second start is immediate.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

function newestIn(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const packageSources = fs.readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}/src`);
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/till-chunks.ts',
  'apps/web/route-preload.ts',
  'apps/web/package.json',
  ...packageSources,
];
const webOutput = path.join(root, 'apps/web/dist/index.html');
const webIsFresh = fs.existsSync(webOutput) && fs.statSync(webOutput).mtimeMs > Math.max(...webSources.map((source) => newestIn(path.join(root, source))));

if (force || !webIsFresh) {
  execSync('npm run build -w @dukani/web', { cwd: root, stdio: 'inherit' });
  // Brotli and gzip beside each script, style sheet and page: the server sends them as they are.
  execSync('node scripts/precompress-assets.mjs', { cwd: root, stdio: 'inherit' });
  // Printed with every build; test-all runs the same script as a check that fails above its ceiling.
  execSync('node scripts/check-bundle-size.mjs --report', { cwd: root, stdio: 'inherit' });
} else console.log('Web build is up to date (apps/web/dist)');
execSync(`node apps/api/scripts/build.mjs${force ? '' : ' --if-stale'}`, { cwd: root, stdio: 'inherit' });
