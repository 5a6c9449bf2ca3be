import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { VirtualClock, type TimeScale } from '../simulator/clock';
import { createDelivery, digits, endingOf, registerControlPlane, type DeliverProviderCallback, type ProviderCallbackRecord } from '../sim-shared';

export const DEFAULT_MOMO_SIM_SUBSCRIPTION_KEY = 'dukani-momo-sim-key';
export const DEFAULT_MOMO_SIM_API_USER = '5f0c8e0a-2b1d-4c3e-9f4a-6b7c8d9e0f1a';
export const DEFAULT_MOMO_SIM_API_KEY = 'dukani-momo-sim-api-key';

/** A.9: what a phone ending does. Times are virtual milliseconds after the request. */
interface Plan {
  status: 'SUCCESSFUL' | 'FAILED' | 'PENDING';
  reason?: string;
  afterMs: number;
  callbacks: ('PUT' | 'POST')[];
  /** Status GETs answered 503 before the truth (08). */
  unavailablePolls?: number;
  isAmountDifferent?: boolean;
}

const RESULT_AFTER_MS = 3_000;
const PLANS: Record<string, Plan> = {
  '00': { status: 'SUCCESSFUL', afterMs: RESULT_AFTER_MS, callbacks: ['PUT'] },
  '01': { status: 'FAILED', reason: 'APPROVAL_REJECTED', afterMs: RESULT_AFTER_MS, callbacks: ['PUT'] },
  '02': { status: 'FAILED', reason: 'EXPIRED', afterMs: 60_000, callbacks: ['PUT'] },
  '03': { status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS', afterMs: RESULT_AFTER_MS, callbacks: ['PUT'] },
  '05': { status: 'SUCCESSFUL', afterMs: RESULT_AFTER_MS, callbacks: [] },
  '06': { status: 'SUCCESSFUL', afterMs: RESULT_AFTER_MS, callbacks: ['PUT', 'POST'] },
  '07': { status: 'PENDING', afterMs: Number.POSITIVE_INFINITY, callbacks: [] },
  '08': { status: 'SUCCESSFUL', afterMs: RESULT_AFTER_MS, callbacks: ['PUT'], unavailablePolls: 3 },
  '12': { status: 'SUCCESSFUL', afterMs: RESULT_AFTER_MS, callbacks: ['PUT'], isAmountDifferent: true },
};

export interface SimulatedRequestToPay {
  referenceId: string;
  amount: string;
  currency: string;
  externalId: string;
  payer: { partyIdType: string; partyId: string };
  payerMessage: string;
  payeeNote: string;
  callbackUrl?: string;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason?: string;
  financialTransactionId?: string;
  /** What the payer was charged: the amount asked, except for the `12` ending. */
  paidAmount?: string;
  unavailablePollsLeft: number;
}

export interface MomoSimulatorOptions {
  subscriptionKey?: string;
  /** API user id → API key; default one user. Users created through A.2 are added. */
  apiUsers?: Record<string, string>;
  targetEnvironment?: string;
  currencies?: string[];
  /** When set, every X-Callback-Url must be on this host (the sandbox rule of A.2). */
  providerCallbackHost?: string;
  tokenTtlSeconds?: number;
  timeScale?: TimeScale;
  startAt?: Date;
  deliverCallback?: DeliverProviderCallback;
  logger?: boolean;
}

export interface MomoSimulator {
  app: FastifyInstance;
  clock: VirtualClock;
  control: {
    advance(ms: number): Promise<void>;
    reset(): void;
    findRequests(): SimulatedRequestToPay[];
    callbacks: ProviderCallbackRecord[];
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const errorBody = (code: string, message: string) => ({ code, message });

/** A local twin of MTN MoMo Collection (specs/mobile-money-ug-rw.md A.9). Every option has a working default. */
export function buildMomoSimulator(options: MomoSimulatorOptions = {}): MomoSimulator {
  const app = Fastify({ logger: options.logger ?? false });
  const clock = new VirtualClock({
    ...(options.timeScale !== undefined ? { timeScale: options.timeScale } : {}),
    ...(options.startAt ? { start: options.startAt } : {}),
    onError: (err) => app.log.error({ err }, 'simulator event failed'),
  });
  const subscriptionKey = options.subscriptionKey ?? DEFAULT_MOMO_SIM_SUBSCRIPTION_KEY;
  const users = new Map(Object.entries(options.apiUsers ?? { [DEFAULT_MOMO_SIM_API_USER]: DEFAULT_MOMO_SIM_API_KEY }));
  const environment = options.targetEnvironment ?? 'sandbox';
  const currencies = new Set(options.currencies ?? ['UGX', 'RWF', 'EUR']);
  const tokens = new Map<string, number>();
  const requests = new Map<string, SimulatedRequestToPay>();
  const delivery = createDelivery(clock, options.deliverCallback, app.log);

  const hasKey = (req: FastifyRequest) => req.headers['ocp-apim-subscription-key'] === subscriptionKey;
  const bearerOk = (req: FastifyRequest) => {
    const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    return expiresAt !== undefined && clock.nowMs() < expiresAt;
  };
  /** The checks every Collection call makes, in the order of A.9; true when the reply was sent. */
  const refused = (req: FastifyRequest, reply: FastifyReply) => {
    if (!hasKey(req)) return (reply.status(401).send({ statusCode: 401, message: 'Access denied due to invalid subscription key.' }), true);
    if (!bearerOk(req)) return (reply.status(401).send(errorBody('UNAUTHORIZED', 'Access token is missing, invalid or expired')), true);
    if (req.headers['x-target-environment'] !== environment) {
      return (reply.status(500).send(errorBody('NOT_ALLOWED_TARGET_ENVIRONMENT', 'Access to target environment is forbidden.')), true);
    }
    return false;
  };

  const statusBody = (r: SimulatedRequestToPay) => ({
    amount: r.paidAmount ?? r.amount,
    currency: r.currency,
    ...(r.financialTransactionId ? { financialTransactionId: r.financialTransactionId } : {}),
    externalId: r.externalId,
    payer: r.payer,
    payerMessage: r.payerMessage,
    payeeNote: r.payeeNote,
    status: r.status,
    ...(r.reason ? { reason: r.reason } : {}),
  });

  // A.2 provisioning (sandbox only).
  app.post<{ Body: { providerCallbackHost?: string } }>('/v1_0/apiuser', async (req, reply) => {
    const id = String(req.headers['x-reference-id'] ?? '');
    if (!hasKey(req)) return reply.status(401).send({ statusCode: 401 });
    if (!UUID.test(id)) return reply.status(400).send(errorBody('INVALID_REFERENCE_ID', 'X-Reference-Id must be a UUID'));
    if (users.has(id)) return reply.status(409).send(errorBody('RESOURCE_ALREADY_EXIST', 'Duplicated reference id'));
    users.set(id, '');
    return reply.status(201).send();
  });
  app.post<{ Params: { id: string } }>('/v1_0/apiuser/:id/apikey', async (req, reply) => {
    if (!hasKey(req)) return reply.status(401).send({ statusCode: 401 });
    if (!users.has(req.params.id)) return reply.status(404).send(errorBody('RESOURCE_NOT_FOUND', 'Requested resource was not found.'));
    const apiKey = crypto.randomBytes(16).toString('hex');
    users.set(req.params.id, apiKey);
    return reply.status(201).send({ apiKey });
  });

  // A.3
  app.post('/collection/token/', async (req, reply) => {
    if (!hasKey(req)) return reply.status(401).send({ statusCode: 401 });
    const basic = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const [user, key] = Buffer.from(basic ?? '', 'base64')
      .toString()
      .split(':');
    if (!user || !key || users.get(user) !== key) return reply.status(401).send({ error: 'login_failed' });
    const token = `eyJ0eXAiOiJKV1Qi.${crypto.randomBytes(24).toString('base64url')}`;
    const ttl = options.tokenTtlSeconds ?? 3600;
    tokens.set(token, clock.nowMs() + ttl * 1000);
    return { access_token: token, token_type: 'access_token', expires_in: ttl };
  });

  // A.4
  app.post<{ Body: Partial<SimulatedRequestToPay> }>('/collection/v1_0/requesttopay', async (req, reply) => {
    if (refused(req, reply)) return reply;
    const referenceId = String(req.headers['x-reference-id'] ?? '');
    if (!UUID.test(referenceId)) return reply.status(400).send(errorBody('INVALID_REFERENCE_ID', 'X-Reference-Id must be a UUID v4'));
    if (requests.has(referenceId)) return reply.status(409).send(errorBody('RESOURCE_ALREADY_EXIST', 'Duplicated reference id. Creation of resource failed.'));
    const callbackUrl = req.headers['x-callback-url'] === undefined ? undefined : String(req.headers['x-callback-url']);
    if (callbackUrl !== undefined) {
      const host = URL.canParse(callbackUrl) ? new URL(callbackUrl).hostname : null;
      if (!host || (options.providerCallbackHost && host !== options.providerCallbackHost)) {
        return reply.status(500).send(errorBody('INVALID_CALLBACK_URL_HOST', 'Callback URL with different host from the one configured.'));
      }
    }
    const body = req.body ?? {};
    const amount = String(body.amount ?? '');
    if (!/^\d+(\.\d+)?$/.test(amount) || !body.payer?.partyId || typeof body.externalId !== 'string') {
      return reply.status(400).send(errorBody('INVALID_REQUEST', 'amount, externalId and payer.partyId are required'));
    }
    if (!currencies.has(String(body.currency))) return reply.status(500).send(errorBody('INVALID_CURRENCY', 'Currency not supported.'));
    const ending = endingOf(body.payer.partyId);
    if (ending === '04') return reply.status(500).send(errorBody('PAYER_NOT_FOUND', 'Payer not found'));
    const request: SimulatedRequestToPay = {
      referenceId,
      amount,
      currency: String(body.currency),
      externalId: body.externalId,
      payer: { partyIdType: body.payer.partyIdType ?? 'MSISDN', partyId: body.payer.partyId },
      payerMessage: String(body.payerMessage ?? ''),
      payeeNote: String(body.payeeNote ?? ''),
      ...(callbackUrl ? { callbackUrl } : {}),
      status: 'PENDING',
      unavailablePollsLeft: 0,
    };
    requests.set(referenceId, request);
    const plan = PLANS[ending] ?? PLANS['00']!;
    request.unavailablePollsLeft = plan.unavailablePolls ?? 0;
    if (Number.isFinite(plan.afterMs)) {
      clock.schedule(plan.afterMs, async () => {
        if (request.status !== 'PENDING') return;
        request.status = plan.status;
        if (plan.status === 'SUCCESSFUL') {
          request.financialTransactionId = `${1 + (Number(digits(1)) % 9)}${digits(9)}`;
          request.paidAmount = plan.isAmountDifferent ? String(Number(amount) > 100 ? Number(amount) - 100 : Number(amount) + 100) : amount;
        }
        if (plan.reason) request.reason = plan.reason;
        for (const method of callbackUrl ? plan.callbacks : []) await delivery.send(callbackUrl!, statusBody(request), method);
      });
    }
    return reply.status(202).send();
  });

  // A.5
  app.get<{ Params: { id: string } }>('/collection/v1_0/requesttopay/:id', async (req, reply) => {
    if (refused(req, reply)) return reply;
    const request = requests.get(req.params.id);
    if (!request) return reply.status(404).send(errorBody('RESOURCE_NOT_FOUND', 'Requested resource was not found.'));
    if (request.unavailablePollsLeft > 0) {
      request.unavailablePollsLeft -= 1;
      return reply.status(503).send(errorBody('SERVICE_UNAVAILABLE', 'Service unavailable'));
    }
    return statusBody(request);
  });

  // A.7
  app.get<{ Params: { msisdn: string } }>('/collection/v1_0/accountholder/msisdn/:msisdn/active', async (req, reply) => {
    if (refused(req, reply)) return reply;
    return { result: endingOf(req.params.msisdn) !== '04' };
  });

  const control: MomoSimulator['control'] = {
    advance: (ms) => clock.advance(ms),
    reset() {
      clock.cancelAll();
      requests.clear();
      delivery.sent.length = 0;
    },
    findRequests: () => [...requests.values()],
    callbacks: delivery.sent,
  };
  registerControlPlane(app, control, () => control.findRequests());
  app.addHook('onClose', async () => clock.stop());
  return { app, clock, control };
}
