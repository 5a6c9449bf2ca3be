import path from 'node:path';
import { buildAirtelSimulator, buildDarajaSimulator, buildMomoSimulator } from '@dukani/mobile-money/simulator';
import { createEtimsSimulator } from '@dukani/etims/simulator';
import type { Config } from './config';
import { airtelCallbackUrlOf } from './modules/mpesa/collection-clients';

/** The four outside systems Dukani has a local twin of (packages/mobile-money, packages/etims). */
export const SIMULATOR_NAMES = ['mpesa', 'etims', 'momo', 'airtel'] as const;
export type SimulatorName = (typeof SIMULATOR_NAMES)[number];

const TITLES: Record<SimulatorName, string> = {
  mpesa: 'M-Pesa (Daraja)',
  etims: 'KRA eTIMS',
  momo: 'MTN MoMo',
  airtel: 'Airtel Money',
};

/** Where each started simulator answers; `etims` is the client's base (`…/etims-api`). */
export type SimulatorUrls = Partial<Record<SimulatorName, string>>;

export interface RunningSimulators {
  urls: SimulatorUrls;
  /** One line per simulator for the log: its name and address. */
  describe(): string[];
  close(): Promise<void>;
}

/**
 * Which simulators an api process starts inside itself (the embedded `npm start`): a provider in simulator mode
 * with no base URL. Given the base URL of a simulator running elsewhere (`npm run simulators`, shared by every api
 * process behind a load balancer), the process talks to that one and starts none for it.
 */
export function simulatorsToStart(config: Config): SimulatorName[] {
  const wanted: Record<SimulatorName, boolean> = {
    mpesa: config.MPESA_MODE === 'simulator' && !config.MPESA_BASE_URL,
    etims: config.ETIMS_MODE === 'simulator' && !config.ETIMS_BASE_URL,
    momo: config.MOMO_MODE === 'simulator' && !config.MOMO_BASE_URL,
    airtel: config.AIRTEL_MODE === 'simulator' && !config.AIRTEL_BASE_URL,
  };
  return SIMULATOR_NAMES.filter((name) => wanted[name]);
}

/** A simulator signs no invoice and moves no money: none runs in production, whoever asks. */
export function assertSimulatorsAllowed(nodeEnv: string | undefined): void {
  if (nodeEnv === 'production') {
    throw new Error('NODE_ENV=production: the simulators (M-Pesa, eTIMS, MTN MoMo, Airtel) never run in production; they sign nothing real and move no money.');
  }
}

/**
 * Starts the named simulators on their ports (MPESA_SIM_PORT 4010, ETIMS_SIM_PORT 4020, MOMO_SIM_PORT 4030,
 * AIRTEL_SIM_PORT 4031; 0 = any free port) on `host`. The eTIMS twin keeps its state beside the database, so signed
 * receipts survive a restart. Airtel posts every callback to the one URL of its portal: it is given the API's
 * (PUBLIC_URL or MPESA_CALLBACK_URL, with MPESA_CALLBACK_KEY), so a simulators process needs the same values.
 */
export async function startSimulators(config: Config, names: readonly SimulatorName[], host = '127.0.0.1'): Promise<RunningSimulators> {
  if (names.length > 0) assertSimulatorsAllowed(config.NODE_ENV);
  const urls: SimulatorUrls = {};
  const closers: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne();
  };
  try {
    if (names.includes('mpesa')) {
      const { app } = buildDarajaSimulator();
      urls.mpesa = await app.listen({ host, port: config.MPESA_SIM_PORT });
      closers.push(() => app.close());
    }
    if (names.includes('etims')) {
      const stateFile = config.DATA_DIR === 'memory' ? undefined : path.join(config.DATA_DIR, 'etims-simulator.json');
      const etims = await createEtimsSimulator({ host, port: config.ETIMS_SIM_PORT, ...(stateFile ? { stateFile } : {}) });
      urls.etims = etims.apiUrl;
      closers.push(() => etims.close());
    }
    if (names.includes('momo')) {
      const { app } = buildMomoSimulator();
      urls.momo = await app.listen({ host, port: config.MOMO_SIM_PORT });
      closers.push(() => app.close());
    }
    if (names.includes('airtel')) {
      const { app } = buildAirtelSimulator({ callbackUrl: airtelCallbackUrlOf(config) });
      urls.airtel = await app.listen({ host, port: config.AIRTEL_SIM_PORT });
      closers.push(() => app.close());
    }
  } catch (err) {
    // One port taken: let go of the ones already listening, so the error is the only thing left.
    await close();
    throw err;
  }
  return {
    urls,
    describe: () => SIMULATOR_NAMES.flatMap((name) => (urls[name] ? [`${TITLES[name]} simulator: ${urls[name]}`] : [])),
    close,
  };
}
