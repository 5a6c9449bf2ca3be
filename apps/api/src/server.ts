import { buildDarajaSimulator } from '@dukani/mobile-money/simulator';
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import { createMpesaClient } from './modules/mpesa/mpesa-client';

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

const sim = await startMpesaSimulator(config);
const app = await buildApp({ config, ...(sim ? { mpesa: createMpesaClient({ ...config, MPESA_BASE_URL: sim.url }) } : {}) });
if (sim) app.log.info({ url: sim.url }, 'M-Pesa: using the local Daraja simulator');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  await sim?.simulator.app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
