import path from 'node:path';
import { buildAirtelSimulator, buildDarajaSimulator, buildMomoSimulator } from '@dukani/mobile-money/simulator';
import { createEtimsSimulator } from '@dukani/etims/simulator';
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import { createMpesaClient } from './modules/mpesa/mpesa-client';
import { airtelCallbackUrlOf, createAirtelClient, createMomoClient } from './modules/mpesa/collection-clients';
import { createEtimsConnection } from './lib/etims-connection';

const config = loadConfig();

/**
 * With no M-Pesa configuration the local Daraja twin runs in this process, so every payment flow works
 * on a laptop with no accounts; MPESA_MODE=daraja talks to Safaricom instead (configuration only).
 */
async function startMpesaSimulator(cfg: Config) {
  if (cfg.MPESA_MODE !== 'simulator' || cfg.MPESA_BASE_URL) return null;
  const simulator = buildDarajaSimulator();
  const url = await simulator.app.listen({ host: '127.0.0.1', port: cfg.MPESA_SIM_PORT });
  return { simulator, url };
}

/**
 * Likewise MTN MoMo and Airtel Money (Uganda, Rwanda): their twins run here unless MOMO_MODE / AIRTEL_MODE
 * say otherwise, on MOMO_SIM_PORT / AIRTEL_SIM_PORT (0 = any free port). Airtel posts every callback to the
 * one URL of its portal: the simulator is given ours.
 */
async function startCollectionSimulators(cfg: Config) {
  const momo = cfg.MOMO_MODE === 'simulator' && !cfg.MOMO_BASE_URL ? buildMomoSimulator() : null;
  const airtel = cfg.AIRTEL_MODE === 'simulator' && !cfg.AIRTEL_BASE_URL ? buildAirtelSimulator({ callbackUrl: airtelCallbackUrlOf(cfg) }) : null;
  const momoUrl = momo ? await momo.app.listen({ host: '127.0.0.1', port: cfg.MOMO_SIM_PORT }) : null;
  const airtelUrl = airtel ? await airtel.app.listen({ host: '127.0.0.1', port: cfg.AIRTEL_SIM_PORT }) : null;
  return { momo, airtel, momoUrl, airtelUrl };
}

/**
 * Likewise the KRA eTIMS sandbox twin (packages/etims): a newcomer registers a device with any well-formed PIN
 * and every sale is signed locally. Its state lives beside the database, so signed receipts survive a restart.
 * ETIMS_MODE=kra talks to the authority instead (configuration only; production refuses the simulator).
 */
async function startEtimsSimulator(cfg: Config) {
  if (cfg.ETIMS_MODE !== 'simulator' || cfg.ETIMS_BASE_URL) return null;
  const stateFile = cfg.DATA_DIR === 'memory' ? undefined : path.join(cfg.DATA_DIR, 'etims-simulator.json');
  return createEtimsSimulator({ host: '127.0.0.1', port: cfg.ETIMS_SIM_PORT, ...(stateFile ? { stateFile } : {}) });
}

const sim = await startMpesaSimulator(config);
const etimsSim = await startEtimsSimulator(config);
const collectionSims = await startCollectionSimulators(config);
const app = await buildApp({
  config,
  ...(collectionSims.momoUrl ? { momo: createMomoClient({ ...config, MOMO_BASE_URL: collectionSims.momoUrl }) } : {}),
  ...(collectionSims.airtelUrl ? { airtel: createAirtelClient({ ...config, AIRTEL_BASE_URL: collectionSims.airtelUrl }) } : {}),
  ...(sim ? { mpesa: createMpesaClient({ ...config, MPESA_BASE_URL: sim.url }) } : {}),
  ...(etimsSim ? { etims: createEtimsConnection({ ...config, ETIMS_BASE_URL: etimsSim.apiUrl }) } : {}),
});
if (sim) app.log.info({ url: sim.url }, 'M-Pesa: using the local Daraja simulator');
if (collectionSims.momoUrl) app.log.info({ url: collectionSims.momoUrl }, 'MTN MoMo: using the local simulator');
if (collectionSims.airtelUrl) app.log.info({ url: collectionSims.airtelUrl }, 'Airtel Money: using the local simulator');
if (etimsSim) app.log.info({ url: etimsSim.url }, 'KRA eTIMS: using the local OSCU simulator');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  // Stop claiming jobs first and let the running one finish, so none is left Running for another process to wait on.
  await app.outboxWorker?.stop();
  await app.close();
  await sim?.simulator.app.close();
  await etimsSim?.close();
  await collectionSims.momo?.app.close();
  await collectionSims.airtel?.app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
