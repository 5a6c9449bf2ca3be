// `npm run simulator -w @dukani/etims` runs the eTIMS simulator on its own: ETIMS_SIM_PORT (default 4020),
// ETIMS_SIM_HOST, ETIMS_SIM_STATE_FILE, ETIMS_SIM_SEED, ETIMS_SIM_MODE (lenient | strict).
// A file of its own, so bundling the simulator into the API never starts it a second time.
import { createEtimsSimulator } from './simulator';

const mode = process.env.ETIMS_SIM_MODE;
if (mode !== undefined && mode !== 'lenient' && mode !== 'strict') throw new Error('ETIMS_SIM_MODE must be lenient or strict');
const simulator = await createEtimsSimulator({
  port: Number(process.env.ETIMS_SIM_PORT ?? 4020),
  host: process.env.ETIMS_SIM_HOST ?? '127.0.0.1',
  logger: true,
  ...(process.env.ETIMS_SIM_STATE_FILE ? { stateFile: process.env.ETIMS_SIM_STATE_FILE } : {}),
  ...(process.env.ETIMS_SIM_SEED ? { seed: process.env.ETIMS_SIM_SEED } : {}),
  ...(mode ? { mode } : {}),
});
simulator.app.log.info(`eTIMS simulator: KRA API at ${simulator.apiUrl}, admin at ${simulator.url}/__sim/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void simulator.close().then(() => process.exit(0)));
}
