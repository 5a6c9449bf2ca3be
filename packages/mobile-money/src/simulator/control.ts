import type { FastifyInstance } from 'fastify';
import { resetSimulatorState, type SentCallback, type SimEndpoint, type SimFault, type SimulatedPush, type SimulatorContext } from './context';
import { readControlBody } from './http';
import { resolveScenario, STK_SCENARIO_NAMES, type StkScenario } from './scenarios';

const ENDPOINTS: readonly SimEndpoint[] = ['oauth', 'stkpush', 'stkquery', 'registerurl', 'simulate', 'transactionstatus'];

/** The control plane as functions, for tests that hold the simulator; `/__sim/*` exposes the same. */
export interface DarajaSimulatorControl {
  /** The next `count` pushes end as `scenario` whatever the phone (replaces earlier overrides). */
  setScenario(scenario: StkScenario, count?: number): void;
  /** Every token issued so far answers `404.001.03` from now on. */
  expireTokens(): number;
  injectFault(fault: SimFault): void;
  findPushes(): SimulatedPush[];
  findCallbacks(filter?: { kind?: SentCallback['kind']; checkoutRequestId?: string }): SentCallback[];
  /** Sends a recorded callback again, to the same URL with the same body; the copy is recorded too. */
  replayCallback(id: number): Promise<SentCallback>;
  /** Moves the virtual clock and waits for everything that fell due. */
  advance(ms: number): Promise<void>;
  setC2BValidation(shortCode: string, isEnabled: boolean): void;
  /** Forgets pushes, callbacks, overrides, faults, registrations and the ledger; scheduled events are dropped. */
  reset(): void;
}

export function createControl(ctx: SimulatorContext): DarajaSimulatorControl {
  return {
    setScenario(scenario, count = 1) {
      ctx.state.scenarioOverrides = Array.from({ length: count }, () => scenario);
    },
    expireTokens() {
      const now = ctx.clock.nowMs();
      for (const token of ctx.state.tokens.values()) token.expiresAt = Math.min(token.expiresAt, now);
      return ctx.state.tokens.size;
    },
    injectFault(fault) {
      ctx.state.faults.push({ ...fault, remaining: fault.count ?? 1 });
    },
    findPushes: () => [...ctx.state.pushes.values()],
    findCallbacks: (filter = {}) =>
      ctx.state.callbacks.filter(
        (c) => (!filter.kind || c.kind === filter.kind) && (!filter.checkoutRequestId || c.checkoutRequestId === filter.checkoutRequestId),
      ),
    async replayCallback(id) {
      const original = ctx.state.callbacks.find((c) => c.id === id);
      if (!original) throw new RangeError(`No callback ${id}`);
      const links = { replayOf: id, ...(original.checkoutRequestId ? { checkoutRequestId: original.checkoutRequestId } : {}) };
      return ctx.deliver(original.kind, original.url, original.body, original.transId ? { ...links, transId: original.transId } : links);
    },
    advance: (ms) => ctx.clock.advance(ms),
    setC2BValidation(shortCode, isEnabled) {
      if (isEnabled) ctx.state.validationDisabled.delete(shortCode);
      else ctx.state.validationDisabled.add(shortCode);
    },
    reset() {
      ctx.clock.cancelAll();
      resetSimulatorState(ctx.state);
    },
  };
}

const badRequest = (message: string) => ({ error: message });

/** `/__sim/*`: the simulator's own API (§14.1), not part of Daraja. */
export function registerControlRoutes(app: FastifyInstance, ctx: SimulatorContext, control: DarajaSimulatorControl): void {
  app.get('/__sim/clock', async () => ({ now: ctx.clock.now().toISOString(), isManual: ctx.clock.isManual, pendingEvents: ctx.clock.pendingEvents }));

  app.post('/__sim/clock/advance', async (req, reply) => {
    const body = readControlBody(req);
    const ms = typeof body.ms === 'number' ? body.ms : typeof body.seconds === 'number' ? body.seconds * 1000 : NaN;
    if (!(ms >= 0)) return reply.status(400).send(badRequest('ms (or seconds) must be a non-negative number'));
    await control.advance(ms);
    return { now: ctx.clock.now().toISOString() };
  });

  app.post('/__sim/stk/scenario', async (req, reply) => {
    const body = readControlBody(req);
    const scenario = resolveScenario(body.scenario);
    if (!scenario) return reply.status(400).send(badRequest(`scenario must be one of ${STK_SCENARIO_NAMES.join(', ')} or a phone ending 00–12`));
    const count = body.count === undefined ? 1 : body.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return reply.status(400).send(badRequest('count must be a whole number'));
    control.setScenario(scenario, count);
    return { scenarioOverrides: ctx.state.scenarioOverrides };
  });

  app.get('/__sim/stk/pushes', async () => control.findPushes());

  app.post('/__sim/tokens/expire', async () => ({ expired: control.expireTokens() }));

  app.post('/__sim/faults', async (req, reply) => {
    const body = readControlBody(req);
    if (!ENDPOINTS.includes(body.endpoint as SimEndpoint)) return reply.status(400).send(badRequest(`endpoint must be one of ${ENDPOINTS.join(', ')}`));
    const fault: SimFault = { endpoint: body.endpoint as SimEndpoint };
    for (const key of ['count', 'delayMs', 'httpStatus'] as const) if (typeof body[key] === 'number') fault[key] = body[key];
    for (const key of ['errorCode', 'errorMessage', 'rawBody'] as const) if (typeof body[key] === 'string') fault[key] = body[key];
    control.injectFault(fault);
    return { faults: ctx.state.faults.filter((f) => f.remaining > 0) };
  });

  app.get('/__sim/callbacks', async (req) => {
    const query = req.query as { kind?: SentCallback['kind']; checkoutRequestId?: string };
    return control.findCallbacks({
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.checkoutRequestId ? { checkoutRequestId: query.checkoutRequestId } : {}),
    });
  });

  app.post('/__sim/callbacks/:id/replay', async (req, reply) => {
    const id = Number((req.params as { id: string }).id);
    if (!ctx.state.callbacks.some((c) => c.id === id)) return reply.status(404).send(badRequest(`no callback ${id}`));
    return control.replayCallback(id);
  });

  app.post('/__sim/c2b/validation', async (req, reply) => {
    const body = readControlBody(req);
    if (typeof body.shortCode !== 'string' || typeof body.enabled !== 'boolean')
      return reply.status(400).send(badRequest('shortCode and enabled are required'));
    control.setC2BValidation(body.shortCode, body.enabled);
    return { shortCode: body.shortCode, enabled: body.enabled };
  });

  app.post('/__sim/reset', async () => {
    control.reset();
    return { reset: true };
  });
}
