import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-http';
import { MomoClient, parseMomoCallback, type MomoConfig } from './momo-client';
import {
  buildMomoSimulator,
  DEFAULT_MOMO_SIM_API_KEY,
  DEFAULT_MOMO_SIM_API_USER,
  DEFAULT_MOMO_SIM_SUBSCRIPTION_KEY,
  type MomoSimulator,
} from './momo-simulator';

let sim: MomoSimulator;
let baseUrl = '';
const delivered: { url: string; method: string; body: unknown }[] = [];

beforeAll(async () => {
  sim = buildMomoSimulator({
    timeScale: 'manual',
    deliverCallback: async (url, body, method) => {
      delivered.push({ url, method, body });
      return { status: 200, body: {} };
    },
  });
  await sim.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(sim.app.server.address() as AddressInfo).port}`;
});
afterAll(() => sim.app.close());
beforeEach(() => {
  sim.control.reset();
  delivered.length = 0;
});

const client = (overrides: Partial<MomoConfig> = {}) =>
  new MomoClient({
    baseUrl,
    subscriptionKey: DEFAULT_MOMO_SIM_SUBSCRIPTION_KEY,
    apiUserId: DEFAULT_MOMO_SIM_API_USER,
    apiKey: DEFAULT_MOMO_SIM_API_KEY,
    targetEnvironment: 'sandbox',
    now: () => sim.clock.now(),
    ...overrides,
  });

async function pay(ending: string, amount = 5000, c = client()) {
  const referenceId = crypto.randomUUID();
  await c.requestToPay({
    referenceId,
    amount,
    currency: 'UGX',
    externalId: referenceId,
    msisdn: `2567721234${ending}`,
    payerMessage: 'Shop sale',
    payeeNote: 'Till',
    callbackUrl: 'https://pos.example.ug/api/MobileMoney/MtnMomoCallback?key=k',
  });
  return { referenceId, c };
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err as ProviderError,
  );

describe('MTN MoMo client against its simulator (A.9)', () => {
  it('00: pending, then SUCCESSFUL after 3 s with one PUT callback carrying the same body as the status', async () => {
    const { referenceId, c } = await pay('00');
    expect(await c.requestToPayStatus(referenceId)).toEqual({ state: 'pending', providerStatus: 'PENDING' });
    await sim.control.advance(3_000);
    const status = await c.requestToPayStatus(referenceId);
    expect(status).toMatchObject({ state: 'paid', amount: 5000 });
    if (status.state === 'paid') expect(status.transactionId).toMatch(/^\d{10}$/);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.method).toBe('PUT');
    expect(parseMomoCallback(delivered[0]!.body)).toEqual({ externalId: referenceId, status });
  });

  it.each([
    ['01', 'APPROVAL_REJECTED', 3_000],
    ['02', 'EXPIRED', 60_000],
    ['03', 'NOT_ENOUGH_FUNDS', 3_000],
  ])('%s: FAILED %s at the right virtual time', async (ending, reason, atMs) => {
    const { referenceId, c } = await pay(ending);
    await sim.control.advance(atMs - 1);
    expect((await c.requestToPayStatus(referenceId)).state).toBe('pending');
    await sim.control.advance(1);
    expect(await c.requestToPayStatus(referenceId)).toEqual({ state: 'failed', providerStatus: 'FAILED', reason });
    expect(parseMomoCallback(delivered[0]!.body)?.status).toMatchObject({ state: 'failed', reason });
  });

  it('04: refused at submit time with PAYER_NOT_FOUND (rejected: no prompt went out)', async () => {
    const err = await errorOf(pay('04'));
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'rejected', code: 'PAYER_NOT_FOUND' });
  });

  it('05: paid with no callback; 06: paid with a PUT then a POST of the same body', async () => {
    const silent = await pay('05');
    const twice = await pay('06');
    await sim.control.advance(3_000);
    expect((await silent.c.requestToPayStatus(silent.referenceId)).state).toBe('paid');
    expect(delivered.map((d) => [d.method, parseMomoCallback(d.body)?.externalId])).toEqual([
      ['PUT', twice.referenceId],
      ['POST', twice.referenceId],
    ]);
  });

  it('07: pending forever; 08: three 503s (unavailable) and then SUCCESSFUL', async () => {
    const forever = await pay('07');
    const flaky = await pay('08');
    await sim.control.advance(600_000);
    expect((await forever.c.requestToPayStatus(forever.referenceId)).state).toBe('pending');
    for (let i = 0; i < 3; i += 1)
      expect(await errorOf(flaky.c.requestToPayStatus(flaky.referenceId))).toMatchObject({ kind: 'unavailable', code: 'SERVICE_UNAVAILABLE' });
    expect((await flaky.c.requestToPayStatus(flaky.referenceId)).state).toBe('paid');
  });

  it('12: paid, but a different amount than asked', async () => {
    const { referenceId, c } = await pay('12', 5000);
    await sim.control.advance(3_000);
    expect(await c.requestToPayStatus(referenceId)).toMatchObject({ state: 'paid', amount: 4900 });
  });

  it('a repeated X-Reference-Id is 409 RESOURCE_ALREADY_EXIST; an unknown one is 404', async () => {
    const c = client();
    const { referenceId } = await pay('00', 5000, c);
    const again = c.requestToPay({ referenceId, amount: 5000, currency: 'UGX', externalId: 'x', msisdn: '256772123400', payerMessage: '', payeeNote: '' });
    expect(await errorOf(again)).toMatchObject({ kind: 'rejected', code: 'RESOURCE_ALREADY_EXIST' });
    expect(await errorOf(c.requestToPayStatus(crypto.randomUUID()))).toMatchObject({ kind: 'rejected', code: 'RESOURCE_NOT_FOUND' });
  });

  it('errors are classed: wrong API key auth, wrong environment and currency rejected, a dead host unavailable, fractions refused', async () => {
    expect(await errorOf(pay('00', 5000, client({ apiKey: 'wrong' })))).toMatchObject({ kind: 'auth' });
    expect(await errorOf(pay('00', 5000, client({ targetEnvironment: 'mtnuganda' })))).toMatchObject({
      kind: 'rejected',
      code: 'NOT_ALLOWED_TARGET_ENVIRONMENT',
    });
    expect(await errorOf(pay('00', 5000, client({ baseUrl: 'http://127.0.0.1:1' })))).toMatchObject({ kind: 'unavailable' });
    expect(await errorOf(pay('00', 50.5))).toMatchObject({ kind: 'rejected', code: 'INVALID_AMOUNT' });
    const c = client();
    const euro = c.requestToPay({
      referenceId: crypto.randomUUID(),
      amount: 5,
      currency: 'KES',
      externalId: 'x',
      msisdn: '256772123400',
      payerMessage: '',
      payeeNote: '',
    });
    expect(await errorOf(euro)).toMatchObject({ kind: 'rejected', code: 'INVALID_CURRENCY' });
  });

  it('a token is reused until a minute before it expires, and a 401 refreshes it once', async () => {
    let tokenCalls = 0;
    const counting: typeof fetch = (input, init) => {
      if (String(input).includes('/token/')) tokenCalls += 1;
      return fetch(input, init);
    };
    const c = client({ fetch: counting });
    await pay('00', 5000, c);
    await pay('00', 5000, c);
    expect(tokenCalls).toBe(1);
    await sim.control.advance(3_541_000);
    await pay('00', 5000, c);
    expect(tokenCalls).toBe(2);
  });

  it('a callback body without externalId is unreadable; a reason object is read as its code', () => {
    expect(parseMomoCallback({ status: 'SUCCESSFUL' })).toBeNull();
    expect(parseMomoCallback({ externalId: 'a', status: 'FAILED', reason: { code: 'EXPIRED', message: 'x' } })?.status).toEqual({
      state: 'failed',
      providerStatus: 'FAILED',
      reason: 'EXPIRED',
    });
  });
});
