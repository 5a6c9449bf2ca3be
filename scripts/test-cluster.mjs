// `npm run test:cluster`: a hosted Dukani in miniature (PostgreSQL, Redis, an S3-compatible store, the simulators,
// two API processes behind HAProxy) and the tests that prove they behave as one. Installs HAProxy from Debian's
// packages when it is missing, builds the app once, then runs vitest with vitest.cluster.config.ts.
import { execSync, spawnSync } from 'node:child_process';

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

if (!has('haproxy')) {
  console.log('Installing HAProxy (Debian package) for the cluster test…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get install -y haproxy || (${sudo}apt-get update && ${sudo}apt-get install -y haproxy)`, { stdio: 'inherit' });
}
execSync('node scripts/build-app.mjs', { stdio: 'inherit' });
const result = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.cluster.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
