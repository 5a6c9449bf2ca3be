// `npm run test:cluster`: a hosted Dukani in miniature (PostgreSQL, Redis, an S3-compatible store, the simulators,
// two API processes behind HAProxy) and the tests that prove they behave as one. Installs HAProxy (and starts Redis)
// from Debian's packages when missing, builds the app once, then runs vitest with vitest.cluster.config.ts.
import { execSync, spawnSync } from 'node:child_process';

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

if (!has('haproxy')) {
  console.log('Installing HAProxy (Debian package) for the cluster test…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get install -y haproxy || (${sudo}apt-get update && ${sudo}apt-get install -y haproxy)`, { stdio: 'inherit' });
}
// Redis for the shared rate limits: started (and installed from Debian's packages) when nothing answers on 6379.
if (spawnSync('sh', ['-c', 'redis-cli -h 127.0.0.1 -p 6379 ping'], { stdio: 'ignore' }).status !== 0) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  if (!has('redis-server'))
    execSync(`${sudo}apt-get install -y redis-server || (${sudo}apt-get update && ${sudo}apt-get install -y redis-server)`, { stdio: 'inherit' });
  execSync("redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save '' --appendonly no", { stdio: 'inherit' });
  for (let tries = 0; tries < 50; tries++) {
    if (spawnSync('sh', ['-c', 'redis-cli -h 127.0.0.1 -p 6379 ping'], { stdio: 'ignore' }).status === 0) break;
    spawnSync('sleep', ['0.2']);
  }
}
execSync('node scripts/build-app.mjs', { stdio: 'inherit' });
const result = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.cluster.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
