import { loadConfig } from './config';
import { buildApp } from './app';
import { serve } from './serve';
import { createMpesaClient } from './modules/mpesa/mpesa-client';
import { createAirtelClient, createMomoClient } from './modules/mpesa/collection-clients';
import { createEtimsConnection } from './lib/etims-connection';
import { simulatorsToStart, startSimulators } from './simulators';
import { releaseStartUpMemory } from './lib/release-start-up-memory';

const config = loadConfig();

/**
 * With no configuration the local twins of M-Pesa (Daraja), KRA eTIMS, MTN MoMo and Airtel Money run in this
 * process, so every payment and tax flow works on a laptop with no accounts. A provider given a base URL (the
 * real service, or `npm run simulators` shared by several api processes) gets none here; production refuses the
 * simulators altogether (config.ts, simulators.ts).
 */
const sims = await startSimulators(config, simulatorsToStart(config));
const { urls } = sims;
// The port answers from here on (ready 503 until the app is built: database, migrations), see serve.ts.
const served = await serve({
  config,
  build: (readiness) =>
    buildApp({
      config,
      readiness,
      ...(urls.momo ? { momo: createMomoClient({ ...config, MOMO_BASE_URL: urls.momo }) } : {}),
      ...(urls.airtel ? { airtel: createAirtelClient({ ...config, AIRTEL_BASE_URL: urls.airtel }) } : {}),
      ...(urls.mpesa ? { mpesa: createMpesaClient({ ...config, MPESA_BASE_URL: urls.mpesa }) } : {}),
      ...(urls.etims ? { etims: createEtimsConnection({ ...config, ETIMS_BASE_URL: urls.etims }) } : {}),
    }),
});
const { app } = served;
releaseStartUpMemory();
app.log.info({ url: served.url }, 'serving');
for (const line of sims.describe()) app.log.info(`using the local ${line}`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // The drain has its own limits (serve.ts); then the shutdown backup (bench/README.md: backup times) of a shop
  // with a large database. This is the last resort should closing the app itself hang.
  const timer = setTimeout(() => process.exit(1), config.SHUTDOWN_DELAY_MS + config.SHUTDOWN_GRACE_MS + 30_000);
  timer.unref();
  await served.shutdown();
  await sims.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
