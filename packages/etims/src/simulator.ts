import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { registerAdminRoutes } from './simulator/admin-routes';
import { registerBranchRoutes } from './simulator/branch-routes';
import { SimClock } from './simulator/clock';
import type { SimContext } from './simulator/context';
import { registerDeviceRoutes } from './simulator/device-routes';
import { seedDemoFixtures, seedReferenceData } from './simulator/fixtures';
import { registerImportRoutes } from './simulator/import-routes';
import { installRawBodies, KRA_PREFIX, sendEnvelope } from './simulator/kra-route';
import { createStateStore } from './simulator/persistence';
import { registerPurchaseRoutes } from './simulator/purchase-routes';
import { SimRandom } from './simulator/random';
import { registerReceiptPage } from './simulator/receipt-page';
import { registerReferenceRoutes } from './simulator/reference-routes';
import { registerItemRoutes } from './simulator/item-routes';
import { registerSaleRoutes } from './simulator/sale-routes';
import { createEmptyState, DEFAULT_CONFIG, type SimulatorConfig, type SimulatorState } from './simulator/state';
import { registerStockRoutes } from './simulator/stock-routes';

export { SimClock } from './simulator/clock';
export { DEMO_BUYER_TIN, DEMO_SUPPLIER_TIN, DEMO_TIN } from './simulator/fixtures';
export { STATE_ENTITIES, type FaultRule, type SimulatorConfig, type SimulatorState, type StateEntity } from './simulator/state';

/** A local stand-in for the KRA eTIMS sandbox (specs/etims-oscu.md §12). Every option has a working default. */
export interface EtimsSimulatorOptions {
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where the state lives between runs; default in memory only. */
  stateFile?: string;
  /** Makes keys, signatures and ids reproducible (§12.2). */
  seed?: number | string;
  /** lenient (default): any well-formed PIN and serial initialise; strict: only provisioned devices. */
  mode?: 'lenient' | 'strict';
  /** The simulator's clock; default the system's. `/__sim/clock` moves it further. */
  now?: () => Date;
  /** Seed §12.4's demo taxpayers, devices, notice and import lines when starting without saved state; default true. */
  fixtures?: boolean;
  /** Tolerances, duplicate policy, latency (`/__sim/config` changes them later). */
  config?: Partial<Omit<SimulatorConfig, 'mode'>>;
  logger?: boolean;
}

export interface EtimsSimulator {
  app: FastifyInstance;
  clock: SimClock;
  /** The live state, for tests in the same process; `GET /__sim/state/<entity>` serves the same. */
  getState(): SimulatorState;
  /** Empties the state (reference code lists stay); `fixtures: true` seeds the demo data again. */
  reset(options?: { fixtures?: boolean }): void;
  /** Writes the state file now (it is otherwise written shortly after each change). */
  flush(): void;
}

export interface RunningEtimsSimulator extends EtimsSimulator {
  /** `http://host:port`: the portal (receipt verification page) and `/__sim/` live here. */
  url: string;
  /** `<url>/etims-api`: the client's baseUrl. */
  apiUrl: string;
  port: number;
  close(): Promise<void>;
}

/** Builds the simulator without listening: `app.inject` in tests, or mounted by a host process. */
export function buildEtimsSimulator(options: EtimsSimulatorOptions = {}): EtimsSimulator {
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  const initialConfig: SimulatorConfig = { ...DEFAULT_CONFIG, ...options.config, mode: options.mode ?? 'lenient' };
  const clock = new SimClock(options.now);
  const random = new SimRandom(options.seed);
  const closing = new AbortController();
  const freshState = (hasFixtures: boolean) => {
    const state = createEmptyState({ ...initialConfig });
    seedReferenceData(state);
    if (hasFixtures) seedDemoFixtures(state, clock.stamp());
    return state;
  };
  const ctx: SimContext = {
    state: createEmptyState(initialConfig),
    clock,
    random,
    log: app.log,
    store: createStateStore(options.stateFile, () => ({ version: 1, randomState: random.state, state: ctx.state })),
    // Every request sleeps when a latency is set: the listener goes with its sleep, or a long run keeps one a request.
    sleep: (ms) =>
      new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          closing.signal.removeEventListener('abort', wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        closing.signal.addEventListener('abort', wake, { once: true });
      }),
  };
  const saved = ctx.store.load();
  if (saved) {
    ctx.state = saved.state;
    random.restore(saved.randomState);
    if (options.mode) ctx.state.config.mode = options.mode;
  } else {
    ctx.state = freshState(options.fixtures ?? true);
  }
  const reset = (resetOptions: { fixtures?: boolean } = {}) => {
    ctx.state = freshState(resetOptions.fixtures ?? false);
    ctx.store.markChanged();
  };

  installRawBodies(app);
  registerDeviceRoutes(app, ctx);
  registerReferenceRoutes(app, ctx);
  registerBranchRoutes(app, ctx);
  registerItemRoutes(app, ctx);
  registerImportRoutes(app, ctx);
  registerSaleRoutes(app, ctx);
  registerPurchaseRoutes(app, ctx);
  registerStockRoutes(app, ctx);
  registerReceiptPage(app, ctx);
  registerAdminRoutes(app, ctx, { reset: (resetOptions) => reset(resetOptions) });
  // §12.3 rule 2: an unknown KRA path is 404 with 912; anything else is not ours.
  app.setNotFoundHandler((req, reply) =>
    req.url.startsWith(`${KRA_PREFIX}/`) ? sendEnvelope(ctx, reply, { resultCd: '912', httpStatus: 404 }) : reply.status(404).send({ error: 'Not found' }),
  );
  app.addHook('onClose', async () => {
    closing.abort();
    ctx.store.flush();
  });
  return { app, clock, getState: () => ctx.state, reset, flush: () => ctx.store.flush() };
}

/** Builds and listens. `close()` ends held connections at once and writes the state file. */
export async function createEtimsSimulator(options: EtimsSimulatorOptions = {}): Promise<RunningEtimsSimulator> {
  const simulator = buildEtimsSimulator(options);
  const host = options.host ?? '127.0.0.1';
  await simulator.app.listen({ port: options.port ?? 0, host });
  const { port } = simulator.app.server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { ...simulator, url, apiUrl: `${url}${KRA_PREFIX}`, port, close: () => simulator.app.close() };
}
