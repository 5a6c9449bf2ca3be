import Fastify, { type FastifyInstance } from 'fastify';
import { SANDBOX_STK_PASSKEY, SANDBOX_STK_SHORT_CODE } from './protocol';
import { registerC2BRoutes } from './simulator/c2b-routes';
import { VirtualClock, type TimeScale } from './simulator/clock';
import { createSimulatorState, postJson, type DeliverCallback, type SentCallback, type SimulatorContext } from './simulator/context';
import { createControl, registerControlRoutes, type DarajaSimulatorControl } from './simulator/control';
import { installRawBodies } from './simulator/http';
import { registerOauthRoutes } from './simulator/oauth-routes';
import { registerTransactionStatusRoutes } from './simulator/status-routes';
import { registerStkRoutes } from './simulator/stk-routes';

export { VirtualClock, type TimeScale } from './simulator/clock';
export type { CallbackKind, DeliverCallback, SentCallback, SimEndpoint, SimFault, SimulatedPush } from './simulator/context';
export type { DarajaSimulatorControl } from './simulator/control';
export { STK_SCENARIO_NAMES, type StkScenario } from './simulator/scenarios';

export const DEFAULT_SIM_CONSUMER_KEY = 'dukani-sim-key';
export const DEFAULT_SIM_CONSUMER_SECRET = 'dukani-sim-secret';
export const DEFAULT_SIM_TILL = '600426';

/** A local twin of Safaricom Daraja (specs/mpesa-daraja.md §14). Every option has a working default. */
export interface DarajaSimulatorOptions {
  /** Consumer key/secret pairs that may ask for tokens; default dukani-sim-key / dukani-sim-secret. */
  apps?: { consumerKey: string; consumerSecret: string }[];
  /** STK shortcode → passkey; default the sandbox's 174379 and its public passkey. */
  shortCodes?: Record<string, string>;
  /** Tills and paybills that take C2B payments besides the STK shortcodes; default 600426. */
  tills?: string[];
  /** 1 = real time (default); 0.001 = a virtual second per real millisecond; 'manual' = only advance() moves time. */
  timeScale?: TimeScale;
  /** Virtual time at start; default now. */
  startAt?: Date;
  /** Default 3599, as Daraja. */
  tokenTtlSeconds?: number;
  /** Whether C2B payments ask the validation URL first; default true (switch per shortcode on the control plane). */
  c2bExternalValidation?: boolean;
  /** Refuse callback URLs containing the words of §12 (`mpesa`, `query`, …); default false. */
  enforceUrlWordBan?: boolean;
  /** The only way callbacks leave the simulator; default a JSON POST with fetch. */
  deliverCallback?: DeliverCallback;
  logger?: boolean;
}

export interface DarajaSimulator {
  app: FastifyInstance;
  clock: VirtualClock;
  control: DarajaSimulatorControl;
}

export function buildDarajaSimulator(options: DarajaSimulatorOptions = {}): DarajaSimulator {
  const app = Fastify({ logger: options.logger ?? false });
  const clock = new VirtualClock({
    ...(options.timeScale !== undefined ? { timeScale: options.timeScale } : {}),
    ...(options.startAt ? { start: options.startAt } : {}),
    onError: (err) => app.log.error({ err }, 'simulator event failed'),
  });
  const shortCodes = new Map(Object.entries(options.shortCodes ?? { [SANDBOX_STK_SHORT_CODE]: SANDBOX_STK_PASSKEY }));
  const state = createSimulatorState();
  const deliverCallback = options.deliverCallback;

  const ctx: SimulatorContext = {
    options: {
      apps: options.apps ?? [{ consumerKey: DEFAULT_SIM_CONSUMER_KEY, consumerSecret: DEFAULT_SIM_CONSUMER_SECRET }],
      shortCodes,
      c2bShortCodes: new Set([...(options.tills ?? [DEFAULT_SIM_TILL]), ...shortCodes.keys()]),
      tokenTtlSeconds: options.tokenTtlSeconds ?? 3599,
      c2bExternalValidation: options.c2bExternalValidation ?? true,
      enforceUrlWordBan: options.enforceUrlWordBan ?? false,
    },
    state,
    clock,
    log: app.log,
    async deliver(kind, url, body, links = {}) {
      const sent: SentCallback = { id: ctx.state.callbacks.length + 1, kind, url, body, sentAt: clock.now().toISOString(), ...links };
      ctx.state.callbacks.push(sent);
      try {
        sent.response = await (deliverCallback ? deliverCallback(url, body) : postJson(url, body, kind === 'c2b-validation' ? 8_000 : 10_000));
      } catch (err) {
        sent.error = err instanceof Error ? err.message : String(err);
      }
      // Daraja does not retry a callback that failed; neither do we (§14.4).
      app.log.info({ kind, url, callbackId: sent.id, status: sent.response?.status, error: sent.error }, 'callback sent');
      return sent;
    },
  };

  installRawBodies(app);
  registerOauthRoutes(app, ctx);
  registerStkRoutes(app, ctx);
  registerC2BRoutes(app, ctx);
  registerTransactionStatusRoutes(app, ctx);
  const control = createControl(ctx);
  registerControlRoutes(app, ctx, control);
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ requestId: '', errorCode: '404.001.01', errorMessage: 'Resource not found' }));
  app.addHook('onClose', async () => clock.stop());
  return { app, clock, control };
}

export {
  buildMomoSimulator,
  DEFAULT_MOMO_SIM_API_KEY,
  DEFAULT_MOMO_SIM_API_USER,
  DEFAULT_MOMO_SIM_SUBSCRIPTION_KEY,
  type MomoSimulator,
  type MomoSimulatorOptions,
  type SimulatedRequestToPay,
} from './momo/momo-simulator';
export {
  buildAirtelSimulator,
  DEFAULT_AIRTEL_SIM_CLIENT_ID,
  DEFAULT_AIRTEL_SIM_CLIENT_SECRET,
  type AirtelSimulator,
  type AirtelSimulatorOptions,
  type SimulatedAirtelPayment,
} from './airtel/airtel-simulator';
export type { DeliverProviderCallback, ProviderCallbackRecord } from './sim-shared';
