import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DARAJA_ACK, parseStkCallback, stkOutcomeOf } from './callbacks';
import { formatDarajaTimestamp } from './protocol';
import { pushRequest, startSimulator, type RunningSimulator } from './test-support';

let sim: RunningSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.control.reset();
  sim.deliveries.length = 0;
});

/** Pushes, moves the clock, and returns the callbacks that reached us for that push, parsed. */
async function push(phoneNumber: string, advanceMs: number, amount = 150) {
  const client = sim.createClient();
  const accepted = await client.stkPush(pushRequest(phoneNumber, amount));
  const pushedAt = sim.clock.nowMs();
  await sim.clock.advance(advanceMs);
  const delivered = sim.deliveries.filter((d) => parseStkCallback(d.body)?.checkoutRequestId === accepted.checkoutRequestId);
  return { client, accepted, pushedAt, delivered, callbacks: delivered.map((d) => parseStkCallback(d.body)!) };
}

describe('STK scenarios by phone ending (§14.4)', () => {
  it('00: success after 3 s, one callback with receipt, amount, phone and the Nairobi date', async () => {
    const { accepted, pushedAt, delivered, callbacks } = await push('254712345600', 10_000);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.url).toBe('https://pos.example.co.ke/hooks/daraja/stk/8f3c2e');
    const [callback] = callbacks;
    expect(callback).toMatchObject({
      checkoutRequestId: accepted.checkoutRequestId,
      merchantRequestId: accepted.merchantRequestId,
      resultCode: 0,
      amount: 150,
      phoneNumber: '254712345600',
    });
    expect(callback!.receiptNumber).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(callback!.transactionDate).toBe(formatDarajaTimestamp(new Date(pushedAt + 3_000)));
    expect(stkOutcomeOf(callback!.resultCode)).toBe('Paid');
    // Raw types as Daraja sends them: numbers in the callback.
    const raw = delivered[0]!.body as { Body: { stkCallback: { ResultCode: unknown; CallbackMetadata: { Item: { Name: string; Value?: unknown }[] } } } };
    expect(raw.Body.stkCallback.ResultCode).toBe(0);
    expect(raw.Body.stkCallback.CallbackMetadata.Item.find((i) => i.Name === 'TransactionDate')!.Value).toBeTypeOf('number');
    expect(raw.Body.stkCallback.CallbackMetadata.Item.find((i) => i.Name === 'Balance')).toEqual({ Name: 'Balance' });
    expect(sim.control.findCallbacks({ kind: 'stk' })[0]!.response).toEqual({ status: 200, body: DARAJA_ACK });
  });

  it('nothing arrives before the 3 s', async () => {
    const { delivered } = await push('254712345600', 2_999);
    expect(delivered).toEqual([]);
  });

  const failures: [string, string, number, string, number][] = [
    ['01', 'cancelled', 1032, 'Cancelled', 3_000],
    ['02', 'no response', 1037, 'Failed', 30_000],
    ['03', 'wrong PIN', 2001, 'Failed', 3_000],
    ['04', 'insufficient funds', 1, 'Failed', 3_000],
    ['05', 'expired', 1019, 'Failed', 3_000],
  ];
  it.each(failures)('%s: %s → ResultCode %i (%s), no metadata, at the right time', async (ending, _name, code, outcome, atMs) => {
    const early = await push(`2547123456${ending}`, atMs - 1);
    expect(early.delivered).toEqual([]);
    await sim.clock.advance(1);
    const callbacks = sim.deliveries.map((d) => parseStkCallback(d.body)!);
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]).toMatchObject({ checkoutRequestId: early.accepted.checkoutRequestId, resultCode: code });
    expect(callbacks[0]).not.toHaveProperty('receiptNumber');
    expect(callbacks[0]).not.toHaveProperty('amount');
    expect(stkOutcomeOf(callbacks[0]!.resultCode)).toBe(outcome);
    expect(await early.client.stkQuery(early.accepted.checkoutRequestId)).toMatchObject({ state: 'final', resultCode: code });
  });

  it('06: success that only the query reveals; no callback is ever sent', async () => {
    const { client, accepted, delivered } = await push('254712345606', 600_000);
    expect(delivered).toEqual([]);
    expect(await client.stkQuery(accepted.checkoutRequestId)).toMatchObject({ state: 'final', resultCode: 0 });
    expect(sim.control.findPushes()[0]!.result?.receiptNumber).toMatch(/^[A-Z][A-Z0-9]{9}$/);
  });

  it('07: the same success callback twice, 2 s apart', async () => {
    const { delivered, callbacks } = await push('254712345607', 4_999);
    expect(delivered).toHaveLength(1);
    await sim.clock.advance(1);
    const all = sim.deliveries;
    expect(all).toHaveLength(2);
    expect(all[1]!.body).toEqual(all[0]!.body);
    expect(callbacks[0]!.resultCode).toBe(0);
    const [first, second] = sim.control.findCallbacks({ kind: 'stk' });
    expect(Date.parse(second!.sentAt) - Date.parse(first!.sentAt)).toBe(2_000);
  });

  it('08: success known to the query at 3 s, callback only after 120 s', async () => {
    const { client, accepted, delivered } = await push('254712345608', 119_999);
    expect(delivered).toEqual([]);
    expect(await client.stkQuery(accepted.checkoutRequestId)).toMatchObject({ state: 'final', resultCode: 0 });
    await sim.clock.advance(1);
    expect(sim.deliveries.map((d) => parseStkCallback(d.body)!.resultCode)).toEqual([0]);
  });

  it('12: success whose callback Amount differs from the request', async () => {
    const { callbacks } = await push('254712345612', 3_000, 500);
    expect(callbacks[0]!.resultCode).toBe(0);
    expect(callbacks[0]!.amount).not.toBe(500);
    expect(callbacks[0]!.amount).toBeGreaterThanOrEqual(1);
  });

  it('an unlisted ending is a plain success', async () => {
    const { callbacks } = await push('254712345699', 3_000);
    expect(callbacks.map((c) => c.resultCode)).toEqual([0]);
  });
});

describe('control plane', () => {
  it('overrides the scenario for the next N pushes whatever the phone, over HTTP', async () => {
    const answer = await fetch(`${sim.baseUrl}/__sim/stk/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenario: 'cancelled', count: 2 }),
    });
    expect(answer.status).toBe(200);
    const client = sim.createClient();
    await client.stkPush(pushRequest('254712345600'));
    await client.stkPush(pushRequest('254712345698'));
    await client.stkPush(pushRequest('254712345697'));
    await sim.clock.advance(3_000);
    const codes = sim.control.findPushes().map((p) => p.result?.resultCode);
    expect(codes).toEqual([1032, 1032, 0]);
  });

  it('refuses an unknown scenario name', async () => {
    const answer = await fetch(`${sim.baseUrl}/__sim/stk/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"scenario":"teapot"}',
    });
    expect(answer.status).toBe(400);
  });

  it('lists sent callbacks and replays one to the same URL with the same body', async () => {
    await push('254712345600', 3_000);
    const listed = (await (await fetch(`${sim.baseUrl}/__sim/callbacks?kind=stk`)).json()) as { id: number; body: unknown }[];
    expect(listed).toHaveLength(1);
    const replay = await fetch(`${sim.baseUrl}/__sim/callbacks/${listed[0]!.id}/replay`, { method: 'POST' });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ replayOf: listed[0]!.id, response: { status: 200 } });
    expect(sim.deliveries).toHaveLength(2);
    expect(sim.deliveries[1]).toEqual(sim.deliveries[0]);
    expect((await fetch(`${sim.baseUrl}/__sim/callbacks/999/replay`, { method: 'POST' })).status).toBe(404);
  });

  it('advances the virtual clock over HTTP and fires what fell due', async () => {
    await sim.createClient().stkPush(pushRequest('254712345600'));
    const before = Date.parse(((await (await fetch(`${sim.baseUrl}/__sim/clock`)).json()) as { now: string }).now);
    const answer = await fetch(`${sim.baseUrl}/__sim/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"seconds":3}',
    });
    expect(Date.parse(((await answer.json()) as { now: string }).now) - before).toBe(3_000);
    expect(sim.deliveries).toHaveLength(1);
  });

  it('reset forgets pushes and drops scheduled callbacks', async () => {
    await sim.createClient().stkPush(pushRequest('254712345600'));
    expect((await fetch(`${sim.baseUrl}/__sim/reset`, { method: 'POST' })).status).toBe(200);
    await sim.clock.advance(10_000);
    expect(sim.deliveries).toEqual([]);
    expect(sim.control.findPushes()).toEqual([]);
  });
});

describe('delivery', () => {
  it('POSTs JSON with fetch by default and records what the receiver answered', async () => {
    const received: { contentType: string | undefined; body: unknown }[] = [];
    const receiver = Fastify();
    receiver.post('/hooks/stk', async (req) => {
      received.push({ contentType: req.headers['content-type'], body: req.body });
      return DARAJA_ACK;
    });
    await receiver.listen({ port: 0, host: '127.0.0.1' });
    const own = await startSimulator({ deliverCallback: undefined });
    try {
      const url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks/stk`;
      await own.createClient().stkPush({ ...pushRequest('254712345600'), callbackUrl: url });
      await own.clock.advance(3_000);
      expect(received).toHaveLength(1);
      expect(received[0]!.contentType).toBe('application/json');
      expect(parseStkCallback(received[0]!.body)?.resultCode).toBe(0);
      expect(own.control.findCallbacks()[0]!.response).toEqual({ status: 200, body: DARAJA_ACK });
    } finally {
      await own.close();
      await receiver.close();
    }
  });

  it('records a callback whose URL does not answer, and does not retry it', async () => {
    const own = await startSimulator({ deliverCallback: undefined });
    try {
      await own.createClient().stkPush({ ...pushRequest('254712345600'), callbackUrl: 'http://127.0.0.1:1/hooks/stk' });
      await own.clock.advance(60_000);
      const sent = own.control.findCallbacks();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.error).toBeTruthy();
      expect(sent[0]!.response).toBeUndefined();
    } finally {
      await own.close();
    }
  });

  it('runs on its own timers with a time scale: 3 virtual seconds pass in about 3 ms', async () => {
    const own = await startSimulator({ timeScale: 0.001 });
    try {
      await own.createClient().stkPush(pushRequest('254712345601'));
      await vi.waitFor(() => expect(own.deliveries).toHaveLength(1), { timeout: 2_000, interval: 5 });
      expect(parseStkCallback(own.deliveries[0]!.body)?.resultCode).toBe(1032);
    } finally {
      await own.close();
    }
  });
});
