import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { VirtualClock, type TimeScale } from '../simulator/clock';
import { createDelivery, digits, endingOf, registerControlPlane, type DeliverProviderCallback, type ProviderCallbackRecord } from '../sim-shared';

export const DEFAULT_AIRTEL_SIM_CLIENT_ID = 'dukani-airtel-sim-id';
export const DEFAULT_AIRTEL_SIM_CLIENT_SECRET = 'dukani-airtel-sim-secret';

type AirtelStatus = 'TS' | 'TF' | 'TIP' | 'TA';

/** B.6: what a phone ending does; steps are virtual milliseconds after the request. */
interface Plan {
  steps: { atMs: number; status: AirtelStatus; callbacks: number }[];
  isAmountDifferent?: boolean;
}

const RESULT_AFTER_MS = 3_000;
const paid = (callbacks = 1): Plan => ({ steps: [{ atMs: RESULT_AFTER_MS, status: 'TS', callbacks }] });
const PLANS: Record<string, Plan> = {
  '00': paid(),
  '01': { steps: [{ atMs: RESULT_AFTER_MS, status: 'TF', callbacks: 1 }] },
  '02': { steps: [] },
  // Ambiguous for half a minute, then paid: an enquiry in between must not end the wait.
  '03': {
    steps: [
      { atMs: RESULT_AFTER_MS, status: 'TA', callbacks: 0 },
      { atMs: 30_000, status: 'TS', callbacks: 1 },
    ],
  },
  '05': paid(0),
  '06': paid(2),
  '12': { ...paid(), isAmountDifferent: true },
};

export interface SimulatedAirtelPayment {
  id: string;
  amount: number;
  country: string;
  currency: string;
  msisdn: string;
  reference: string;
  status: AirtelStatus;
  airtelMoneyId?: string;
  paidAmount?: number;
}

export interface AirtelSimulatorOptions {
  clients?: { clientId: string; clientSecret: string }[];
  /** The callback URL configured in Airtel's portal (B.4): Airtel has no per-request callback. */
  callbackUrl?: string;
  /** Default 180, as Airtel's sample. */
  tokenTtlSeconds?: number;
  timeScale?: TimeScale;
  startAt?: Date;
  deliverCallback?: DeliverProviderCallback;
  logger?: boolean;
}

export interface AirtelSimulator {
  app: FastifyInstance;
  clock: VirtualClock;
  control: {
    advance(ms: number): Promise<void>;
    reset(): void;
    setCallbackUrl(url: string | undefined): void;
    findPayments(): SimulatedAirtelPayment[];
    callbacks: ProviderCallbackRecord[];
  };
}

const envelope = (code: string, message: string, success: boolean, responseCode: string) => ({
  status: { code, message, result_code: success ? 'ESB000010' : 'ESB000001', response_code: responseCode, success },
});
const MESSAGES: Record<AirtelStatus, string> = {
  TS: 'Transaction successful',
  TF: 'Transaction failed',
  TIP: 'Transaction in progress',
  TA: 'Transaction ambiguous',
};

/** A local twin of Airtel Money collection (specs/mobile-money-ug-rw.md B.6). Every option has a working default. */
export function buildAirtelSimulator(options: AirtelSimulatorOptions = {}): AirtelSimulator {
  const app = Fastify({ logger: options.logger ?? false });
  const clock = new VirtualClock({
    ...(options.timeScale !== undefined ? { timeScale: options.timeScale } : {}),
    ...(options.startAt ? { start: options.startAt } : {}),
    onError: (err) => app.log.error({ err }, 'simulator event failed'),
  });
  const clients = options.clients ?? [{ clientId: DEFAULT_AIRTEL_SIM_CLIENT_ID, clientSecret: DEFAULT_AIRTEL_SIM_CLIENT_SECRET }];
  const tokens = new Map<string, number>();
  const payments = new Map<string, SimulatedAirtelPayment>();
  const delivery = createDelivery(clock, options.deliverCallback, app.log);
  let callbackUrl = options.callbackUrl;

  const refused = (req: FastifyRequest, reply: FastifyReply) => {
    const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (expiresAt === undefined || clock.nowMs() >= expiresAt) return (reply.status(401).send(envelope('401', 'Unauthorized', false, 'DP00800001000')), true);
    if (!/^(UG|RW)$/.test(String(req.headers['x-country'])) || !/^(UGX|RWF)$/.test(String(req.headers['x-currency']))) {
      return (reply.status(400).send(envelope('400', 'X-Country and X-Currency are required', false, 'DP00800001003')), true);
    }
    return false;
  };

  const transactionOf = (p: SimulatedAirtelPayment) => ({
    id: p.id,
    status: p.status,
    message: MESSAGES[p.status],
    ...(p.airtelMoneyId ? { airtel_money_id: p.airtelMoneyId } : {}),
    // Our convention (not in Airtel's samples): the amount charged, so a different amount can be seen.
    ...(p.paidAmount !== undefined ? { amount: String(p.paidAmount) } : {}),
  });
  const callbackOf = (p: SimulatedAirtelPayment) => {
    const { status, ...rest } = transactionOf(p);
    return { transaction: { ...rest, status_code: status } };
  };

  // B.1
  app.post<{ Body: { client_id?: string; client_secret?: string; grant_type?: string } }>('/auth/oauth2/token', async (req, reply) => {
    const body = req.body ?? {};
    const known = clients.some((c) => c.clientId === body.client_id && c.clientSecret === body.client_secret);
    if (!known || body.grant_type !== 'client_credentials')
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Invalid client credentials' });
    const token = crypto.randomBytes(24).toString('base64url');
    const ttl = options.tokenTtlSeconds ?? 180;
    tokens.set(token, clock.nowMs() + ttl * 1000);
    return { access_token: token, expires_in: String(ttl), token_type: 'bearer' };
  });

  // B.2
  type PaymentBody = {
    reference?: string;
    subscriber?: { msisdn?: string };
    transaction?: { amount?: number; id?: string; country?: string; currency?: string };
  };
  app.post<{ Body: PaymentBody }>('/merchant/v1/payments/', async (req, reply) => {
    if (refused(req, reply)) return reply;
    const { subscriber, transaction, reference } = req.body ?? {};
    const msisdn = String(subscriber?.msisdn ?? '');
    const amount = Number(transaction?.amount);
    if (!/^[1-9]\d{8}$/.test(msisdn))
      return reply.status(400).send(envelope('400', 'msisdn must be the national number without country code or 0', false, 'DP00800001004'));
    if (!transaction?.id || !(amount > 0))
      return reply.status(400).send(envelope('400', 'transaction.id and transaction.amount are required', false, 'DP00800001004'));
    if (payments.has(transaction.id)) return reply.status(400).send(envelope('400', 'Duplicate transaction id', false, 'DP00800001009'));
    const payment: SimulatedAirtelPayment = {
      id: transaction.id,
      amount,
      country: String(req.headers['x-country']),
      currency: String(req.headers['x-currency']),
      msisdn,
      reference: String(reference ?? ''),
      status: 'TIP',
    };
    payments.set(payment.id, payment);
    const plan = PLANS[endingOf(msisdn)] ?? PLANS['00']!;
    for (const step of plan.steps) {
      clock.schedule(step.atMs, async () => {
        if (payment.status === 'TS' || payment.status === 'TF') return;
        payment.status = step.status;
        if (step.status === 'TS') {
          payment.airtelMoneyId = `MP${clock.now().toISOString().slice(2, 10).replaceAll('-', '')}.${digits(4)}.A${digits(5)}`;
          payment.paidAmount = plan.isAmountDifferent ? (amount > 100 ? amount - 100 : amount + 100) : amount;
        }
        for (let i = 0; i < step.callbacks && callbackUrl; i += 1) await delivery.send(callbackUrl, callbackOf(payment), 'POST');
      });
    }
    return { data: { transaction: { id: payment.id, status: 'SUCCESS' } }, ...envelope('200', 'SUCCESS', true, 'DP00800001006') };
  });

  // B.3
  app.get<{ Params: { id: string } }>('/standard/v1/payments/:id', async (req, reply) => {
    if (refused(req, reply)) return reply;
    const payment = payments.get(req.params.id);
    if (!payment) return reply.status(404).send(envelope('404', 'Transaction not found', false, 'DP00800001010'));
    return { data: { transaction: transactionOf(payment) }, ...envelope('200', 'SUCCESS', true, 'DP00800001001') };
  });

  const control: AirtelSimulator['control'] = {
    advance: (ms) => clock.advance(ms),
    reset() {
      clock.cancelAll();
      payments.clear();
      delivery.sent.length = 0;
    },
    setCallbackUrl(url) {
      callbackUrl = url;
    },
    findPayments: () => [...payments.values()],
    callbacks: delivery.sent,
  };
  registerControlPlane(app, control, () => control.findPayments());
  app.addHook('onClose', async () => clock.stop());
  return { app, clock, control };
}
