// Prints requests per second and memory for the platform's hot paths, through app.inject on the
// embedded database: an authenticated read (token check, scope, plan and role), the health check,
// and a trusted sign-in (argon2id-bound by design). Beside them, in the same run, the yardstick of issue 18
// item 2: a bare Fastify GET route injected the same way, with /api/health as a ratio of it and the
// authenticated read C1 as a ratio of /api/health. Run: npm run bench
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { call, type TestApp } from '../apps/api/test/helper';
import { registerAndSignIn, freshIp } from '../apps/api/test/auth-flow';

// Started as the app is (not through the test helper, which needs vitest): the embedded database in memory. Its
// sign-ins name client addresses in X-Forwarded-For, which a server on the development secrets refuses.
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RUN_WORKER: 'false',
  DATA_DIR: 'memory',
  TRUST_PROXY: 'true',
  JWT_SECRET: 'dukani-bench-jwt-secret-0123456789abcdef',
  OTP_SECRET: 'dukani-bench-otp-secret-0123456789abcdef',
  MPESA_CALLBACK_KEY: 'dukani-bench-callback-key',
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const t: TestApp = {
  app,
  database,
  config,
  close: async () => {
    await app.close();
    await database.close();
  },
};
const owner = await registerAndSignIn(t);

/** Times `count` sequential requests after `warmup` ones; a figure made of refusals would lie, so non-200s are counted. */
async function measure(name: string, count: number, run: () => Promise<{ status: number }>, warmup = 20) {
  // Each figure starts with a fresh per-user allowance (600 a minute), or later rows would time 429s.
  await t.app.userRateLimiter.reset(`user:${owner.userId}`);
  for (let i = 0; i < warmup; i++) await run();
  let failed = 0;
  const start = performance.now();
  for (let i = 0; i < count; i++) if ((await run()).status !== 200) failed += 1;
  const ms = performance.now() - start;
  const figures = `${(count / (ms / 1000)).toFixed(0).padStart(6)} req/s  ${(ms / count).toFixed(2).padStart(7)} ms/req`;
  console.log(`${name.padEnd(44)} ${String(count).padStart(5)} req  ${figures}${failed ? `  (${failed} not 200!)` : ''}`);
  return count / (ms / 1000);
}

// The web server's own limit: a bare Fastify route, no hooks, answered through inject like the app's routes.
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ success: true, result: { status: 'ok' } }));
await bare.ready();
const bareRate = await measure('GET /bare (bare Fastify route)', 2000, () => call(bare, 'GET', '/bare'));
const healthRate = await measure('GET /api/health', 2000, () => call(t.app, 'GET', '/api/health'));
const authedRate = await measure('GET /api/Business/GetBusinesses (C1, auth)', 500, () =>
  call(t.app, 'GET', '/api/Business/GetBusinesses', { token: owner.token }),
);
console.log(`health / bare route: ${(healthRate / bareRate).toFixed(2)}x   C1 (auth) / health: ${(authedRate / healthRate).toFixed(2)}x`);
await bare.close();
await measure('GET /api/Currency/GetBusinessCurrencies', 400, () =>
  call(t.app, 'GET', `/api/Currency/GetBusinessCurrencies/${owner.businessId}`, { token: owner.token }),
);
// Sign-in allows 10 a minute per phone (API.md §1.10): stay under it.
await measure(
  'POST /api/Auth/Login (trusted, argon2id)',
  8,
  () =>
    call(t.app, 'POST', '/api/Auth/Login', {
      body: { countryCode: 'KE', username: owner.phone, password: owner.password, trustThisDevice: true },
      headers: freshIp(),
    }),
  0,
);
const memory = process.memoryUsage();
console.log(`memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);
await t.close();
