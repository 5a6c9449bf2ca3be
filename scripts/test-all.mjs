// The whole suite, in stages: static checks and unit tests side by side (each is one CPU-bound process,
// so two cores run them about twice as fast together), the app built once for the browser tests while the
// API tests run on PGlite, then the API tests on PostgreSQL (when a server answers on TEST_POSTGRES_URL),
// then the browser tests. A stage's steps run together; their output is printed whole as each one ends,
// so the log reads step by step. The first failing stage stops the run and is named at the end.
import { execSync, spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const rootPackage = JSON.parse(fs.readFileSync('package.json', 'utf8'));

function postgresAvailable() {
  const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    execSync(
      `node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "${url}"`,
      {
        stdio: 'ignore',
        cwd: 'apps/api',
      },
    );
    return true;
  } catch {
    return false;
  }
}

// Lines that name a failing test (vitest's FAIL and ×, Playwright's ✘, its numbered list and the "[project] › file"
// lines under its closing "N failed" / "N flaky" counts), repeated in the summary: a CI log is often read from its
// tail only, where the failures themselves have scrolled away.
const failureLine = /(^|\s)(FAIL|×|✘)\s|^\s+\d+\) \[|^\s+\[[\w-]+\] › /;

/** Runs one step; a live step streams its output, any other's is kept and printed when it ends. */
function runStep({ title, command, env = {}, live = false }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    const keep = (chunk) => {
      chunks.push(chunk);
      if (live) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const output = Buffer.concat(chunks).toString();
      if (!live) process.stdout.write(`\n=== ${title}\n$ ${command}\n${output}`);
      console.log(`--- ${title}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
      const failures =
        code === 0
          ? []
          : [
              ...new Set(
                stripVTControlCharacters(output)
                  .split('\n')
                  .filter((line) => failureLine.test(line)),
              ),
            ];
      resolve({ title, ok: code === 0, seconds, failures: failures.slice(0, 40) });
    });
  });
}

const results = [];
async function stage(steps) {
  const runs = steps.map((step) => ({ ...step, live: step.live ?? steps.length === 1 }));
  for (const step of runs.filter((run) => run.live)) console.log(`\n=== ${step.title}\n$ ${step.command}`);
  const outcome = await Promise.all(runs.map(runStep));
  results.push(...outcome);
  const failed = outcome.filter((result) => !result.ok);
  if (failed.length > 0) finish(failed.map((result) => result.title));
}

function finish(failedTitles = []) {
  console.log('\n=== Summary');
  for (const result of results) console.log(`${result.ok ? 'passed' : 'FAILED'}  ${String(result.seconds.toFixed(0)).padStart(5)} s  ${result.title}`);
  console.log(`total ${((Date.now() - suiteStarted) / 60_000).toFixed(1)} min`);
  if (failedTitles.length > 0) {
    for (const result of results.filter((r) => r.failures?.length)) console.log(`\n${result.title}, failing:\n${result.failures.join('\n')}`);
    console.error(`\nFailed: ${failedTitles.join(', ')}`);
    process.exit(1);
  }
  process.exit(0);
}

const suiteStarted = Date.now();
const hasPostgres = postgresAvailable();
if (!hasPostgres && process.env.CI) {
  console.error('PostgreSQL is not reachable: CI must run the API tests on it too');
  process.exit(1);
}

await stage([
  {
    title: 'Typecheck: API, packages, browser tests, benchmarks',
    command: 'npx tsc -b apps/api packages/domain packages/contracts packages/sms packages/mobile-money packages/etims packages/test-factories e2e bench',
  },
  { title: 'Typecheck: web', command: 'npx tsc -p apps/web --noEmit' },
  { title: 'Lint', command: 'npx eslint .' },
  { title: 'Formatting (prettier --check)', command: 'npx prettier --check . --log-level warn' },
  ...(rootPackage.scripts['lint:cycles'] ? [{ title: 'Import circles', command: 'npm run --silent lint:cycles' }] : []),
  { title: 'Unit tests', command: "npx vitest run --project 'unit*'" },
]);
await stage([
  { title: 'API tests on PGlite', command: 'npx vitest run --project api', env: { TEST_DATABASE: 'pglite' }, live: true },
  // The browser tests' server runs the built app; building it now overlaps the API tests' database waits.
  { title: 'Build (web and API) for the browser tests, and the /pos bundle size', command: 'node scripts/build-app.mjs && node scripts/check-bundle-size.mjs' },
]);
if (hasPostgres) await stage([{ title: 'API tests on PostgreSQL', command: 'npx vitest run --project api', env: { TEST_DATABASE: 'postgres' } }]);
else console.log('\nPostgreSQL is not reachable: API tests ran on PGlite only.');
await stage([{ title: 'Browser tests', command: 'npm run test:e2e' }]);
// Two API processes behind HAProxy on PostgreSQL, Redis and an S3-compatible store (npm run test:cluster).
if (hasPostgres) await stage([{ title: 'Cluster tests (two processes behind HAProxy)', command: 'node scripts/test-cluster.mjs' }]);
finish();
