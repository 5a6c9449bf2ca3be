// `npm run simulators`: the four simulators (M-Pesa Daraja, KRA eTIMS, MTN MoMo, Airtel Money) in one process of
// their own, on their usual ports, for several api processes to share: each api process is then given their base
// URLs (MPESA_BASE_URL, ETIMS_BASE_URL, MOMO_BASE_URL, AIRTEL_BASE_URL) and starts none itself. Refused in production.
import { assertSimulatorsAllowed, SIMULATOR_NAMES, startSimulators } from './simulators';

try {
  // Before the configuration is read: a production environment gets this sentence, not a list of missing secrets.
  assertSimulatorsAllowed(process.env.NODE_ENV);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const { loadConfig } = await import('./config');
const config = loadConfig();
const sims = await startSimulators(config, SIMULATOR_NAMES, config.SIMULATORS_HOST);
for (const line of sims.describe()) console.log(line);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sims.close().then(() => process.exit(0)));
}
