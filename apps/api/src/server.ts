import path from 'node:path';
import { buildDarajaSimulator } from '@dukani/mobile-money/simulator';
import { createEtimsSimulator } from '@dukani/etims/simulator';
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import { createMpesaClient } from './modules/mpesa/mpesa-client';
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
const app = await buildApp({
  config,
  ...(sim ? { mpesa: createMpesaClient({ ...config, MPESA_BASE_URL: sim.url }) } : {}),
  ...(etimsSim ? { etims: createEtimsConnection({ ...config, ETIMS_BASE_URL: etimsSim.apiUrl }) } : {}),
});
if (sim) app.log.info({ url: sim.url }, 'M-Pesa: using the local Daraja simulator');
if (etimsSim) app.log.info({ url: etimsSim.url }, 'KRA eTIMS: using the local OSCU simulator');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  await sim?.simulator.app.close();
  await etimsSim?.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
