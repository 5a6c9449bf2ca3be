// Builds the API to JavaScript once, so production runs plain `node` with no compiler in the process.
// The workspace packages (@dukani/*) are TypeScript sources and go into the bundle; every npm dependency
// stays external and is loaded from node_modules as usual (argon2 and sharp are native, PGlite and pdfkit
// read data files next to their own modules).
// `--if-stale` skips the build when dist/ is newer than every source file it is made from.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiRoot, '../..');
const outdir = path.join(apiRoot, 'dist');
const entryPoints = { server: 'src/server.ts', 'migrate-cli': 'src/db/migrate-cli.ts' };

function newestSourceTime() {
  const folders = [path.join(apiRoot, 'src'), ...fs.readdirSync(path.join(repoRoot, 'packages')).map((name) => path.join(repoRoot, 'packages', name, 'src'))];
  let newest = fs.statSync(path.join(apiRoot, 'package.json')).mtimeMs;
  for (const folder of folders) {
    if (!fs.existsSync(folder)) continue;
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function isFresh() {
  const outputs = Object.keys(entryPoints).map((name) => path.join(outdir, `${name}.js`));
  if (!outputs.every((file) => fs.existsSync(file))) return false;
  const oldestOutput = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  return oldestOutput > newestSourceTime();
}

if (process.argv.includes('--if-stale') && isFresh()) {
  console.log('API build is up to date (apps/api/dist)');
} else {
  const started = Date.now();
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: apiRoot,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces need only the mappings; the sources' own text would sit in every process's memory with
    // --enable-source-maps (~25 MB of RSS) and is on disk beside the map anyway.
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(builder) {
          // Bare imports are npm packages, except our own workspace packages, which are bundled.
          builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@dukani/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  console.log(`API built to apps/api/dist in ${Date.now() - started} ms`);
}
