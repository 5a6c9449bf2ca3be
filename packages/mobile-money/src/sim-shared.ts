import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { VirtualClock } from './simulator/clock';

/** How a MoMo or Airtel simulator's callbacks leave it; the API's tests pass one that calls app.inject. */
export type DeliverProviderCallback = (url: string, body: unknown, method: 'POST' | 'PUT') => Promise<{ status: number; body: unknown }>;

export interface ProviderCallbackRecord {
  url: string;
  method: 'POST' | 'PUT';
  body: unknown;
  /** ISO time on the virtual clock. */
  sentAt: string;
  response?: { status: number; body: unknown };
  error?: string;
}

export const digits = (count: number) => Array.from({ length: count }, () => crypto.randomInt(10)).join('');

/** The last two digits of a phone choose the scenario (A.9, B.6). */
export const endingOf = (msisdn: string) => msisdn.replace(/\D/g, '').slice(-2);

/** The default delivery: JSON with the given method and ten seconds of patience. */
export async function sendJson(url: string, body: unknown, method: 'POST' | 'PUT'): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Records each callback with its answer; a failed delivery is not retried (neither provider promises to). */
export function createDelivery(clock: VirtualClock, deliver: DeliverProviderCallback | undefined, log: FastifyInstance['log']) {
  const sent: ProviderCallbackRecord[] = [];
  const send = async (url: string, body: unknown, method: 'POST' | 'PUT') => {
    const record: ProviderCallbackRecord = { url, method, body, sentAt: clock.now().toISOString() };
    sent.push(record);
    try {
      record.response = await (deliver ?? sendJson)(url, body, method);
    } catch (err) {
      record.error = err instanceof Error ? err.message : String(err);
    }
    log.info({ url, method, status: record.response?.status, error: record.error }, 'callback sent');
  };
  return { sent, send };
}

/** `/__sim/advance {ms}` and `/__sim/reset`, as the Daraja simulator's control plane. */
export function registerControlPlane(app: FastifyInstance, control: { advance(ms: number): Promise<void>; reset(): void }, list: () => unknown) {
  app.post('/__sim/advance', async (req, reply) => {
    const ms = Number((req.body as { ms?: unknown } | undefined)?.ms);
    if (!(ms >= 0)) return reply.status(400).send({ error: 'ms must be a non-negative number' });
    await control.advance(ms);
    return { ok: true };
  });
  app.post('/__sim/reset', async () => {
    control.reset();
    return { ok: true };
  });
  app.get('/__sim/requests', async () => list());
}
