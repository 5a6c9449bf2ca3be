// The whole suite: typecheck, lint, unit tests, API tests on PGlite and on PostgreSQL
// (when a server answers on TEST_POSTGRES_URL), then the browser tests.
import { execSync, spawnSync } from 'node:child_process';

const run = (title, command, env = {}) => {
  console.log(`\n=== ${title}\n$ ${command}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed`);
    process.exit(result.status ?? 1);
  }
};

function postgresAvailable() {
  const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    execSync(`node -e "const c=new (require('pg').Client)({connectionString:'${url}'});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))"`, { stdio: 'ignore', cwd: 'apps/api' });
    return true;
  } catch {
    return false;
  }
}

run('Typecheck', 'npx tsc -p apps/api --noEmit && npx tsc -p apps/web --noEmit && npx tsc -p packages/domain --noEmit && npx tsc -p packages/contracts --noEmit && npx tsc -p packages/sms --noEmit && npx tsc -p packages/mobile-money --noEmit');
run('Lint', 'npx eslint .');
run('Unit tests', 'npx vitest run --project unit');
run('API tests on PGlite', 'npx vitest run --project api', { TEST_DATABASE: 'pglite' });
if (postgresAvailable()) {
  run('API tests on PostgreSQL', 'npx vitest run --project api', { TEST_DATABASE: 'postgres' });
} else if (process.env.CI) {
  console.error('PostgreSQL is not reachable: CI must run the API tests on it too');
  process.exit(1);
} else {
  console.log('\nPostgreSQL is not reachable: API tests ran on PGlite only.');
}
run('Browser tests', 'npm run test:e2e');
