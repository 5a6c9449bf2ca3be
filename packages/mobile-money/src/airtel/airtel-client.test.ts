import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderError } from '../provider-http';
import { AirtelClient, parseAirtelCallback, type AirtelConfig } from './airtel-client';
import { buildAirtelSimulator, DEFAULT_AIRTEL_SIM_CLIENT_ID, DEFAULT_AIRTEL_SIM_CLIENT_SECRET, type AirtelSimulator } from './airtel-simulator';

let sim: AirtelSimulator;
let baseUrl = '';
const delivered: { url: string; method: string; body: unknown }[] = [];

beforeAll(async () => {
  sim = buildAirtelSimulator({
    timeScale: 'manual',
    callbackUrl: 'https://pos.example.rw/api/MobileMoney/AirtelCallback?key=k',
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

const client = (overrides: Partial<AirtelConfig> = {}) =>
  new AirtelClient({
    baseUrl,
    clientId: DEFAULT_AIRTEL_SIM_CLIENT_ID,
    clientSecret: DEFAULT_AIRTEL_SIM_CLIENT_SECRET,
    now: () => sim.clock.now(),
    ...overrides,
  });

const where = { country: 'RW', currency: 'RWF' } as const;
async function pay(ending: string, amount = 2000, c = client()) {
  const id = crypto.randomUUID();
  await c.pay({ id, amount, ...where, msisdn: `7321234${ending}`, reference: 'Sale 42' });
  return { id, c, enquire: () => c.enquire({ id, ...where }) };
}
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err as ProviderError,
  );
const callbacksOf = (id: string) => delivered.map((d) => parseAirtelCallback(d.body)).filter((c) => c?.id === id);

describe('Airtel Money client against its simulator (B.6)', () => {
  it('00: in progress, then TS after 3 s with the Airtel Money id and one callback', async () => {
    const p = await pay('00');
    expect(await p.enquire()).toEqual({ state: 'pending', providerStatus: 'TIP' });
    await sim.control.advance(3_000);
    const status = await p.enquire();
    expect(status).toMatchObject({ state: 'paid', amount: 2000 });
    if (status.state === 'paid') expect(status.transactionId).toMatch(/^MP\d{6}\.\d{4}\.A\d{5}$/);
    expect(callbacksOf(p.id)).toEqual([{ id: p.id, status }]);
    expect(delivered[0]!.method).toBe('POST');
  });

  it('01: TF with a callback; 02: TIP forever', async () => {
    const declined = await pay('01');
    const forever = await pay('02');
    await sim.control.advance(600_000);
    expect((await declined.enquire()).state).toBe('failed');
    expect(callbacksOf(declined.id)[0]?.status.state).toBe('failed');
    expect((await forever.enquire()).state).toBe('pending');
    expect(callbacksOf(forever.id)).toEqual([]);
  });

  it('03: ambiguous (TA, still pending for us) and then paid', async () => {
    const p = await pay('03');
    await sim.control.advance(3_000);
    expect(await p.enquire()).toEqual({ state: 'pending', providerStatus: 'TA' });
    await sim.control.advance(27_000);
    expect((await p.enquire()).state).toBe('paid');
    expect(callbacksOf(p.id)).toHaveLength(1);
  });

  it('05: paid with no callback; 06: paid with the callback twice; 12: paid a different amount', async () => {
    const silent = await pay('05');
    const twice = await pay('06');
    const different = await pay('12', 2000);
    await sim.control.advance(3_000);
    expect((await silent.enquire()).state).toBe('paid');
    expect(callbacksOf(silent.id)).toEqual([]);
    expect(callbacksOf(twice.id)).toHaveLength(2);
    expect(await different.enquire()).toMatchObject({ state: 'paid', amount: 1900 });
  });

  it('callbacks are read at the top level or under data', () => {
    const transaction = { id: 'a1', status_code: 'TS', airtel_money_id: 'MP1' };
    expect(parseAirtelCallback({ transaction })).toEqual(parseAirtelCallback({ data: { transaction } }));
    expect(parseAirtelCallback({ transaction })?.status).toMatchObject({ state: 'paid', transactionId: 'MP1' });
    expect(parseAirtelCallback({ nothing: true })).toBeNull();
  });

  it('errors are classed: wrong secret auth, a bad msisdn or a repeated id rejected, a dead host unavailable', async () => {
    expect(await errorOf(pay('00', 2000, client({ clientSecret: 'wrong' })))).toMatchObject({ kind: 'auth' });
    expect(await errorOf(pay('00', 2000, client({ baseUrl: 'http://127.0.0.1:1' })))).toMatchObject({ kind: 'unavailable' });
    const c = client();
    expect(await errorOf(c.pay({ id: 'x1', amount: 5, ...where, msisdn: '250732123400', reference: 'r' }))).toMatchObject({ kind: 'rejected' });
    await c.pay({ id: 'x2', amount: 5, ...where, msisdn: '732123400', reference: 'r' });
    expect(await errorOf(c.pay({ id: 'x2', amount: 5, ...where, msisdn: '732123400', reference: 'r' }))).toMatchObject({ kind: 'rejected' });
    expect(await errorOf(c.pay({ id: 'x3', amount: 5.5, ...where, msisdn: '732123400', reference: 'r' }))).toMatchObject({
      kind: 'rejected',
      code: 'INVALID_AMOUNT',
    });
  });

  it('the short-lived token (180 s, a string) is renewed before it runs out', async () => {
    let tokenCalls = 0;
    const c = client({
      fetch: (input, init) => {
        if (String(input).includes('/oauth2/')) tokenCalls += 1;
        return fetch(input, init);
      },
    });
    await pay('00', 2000, c);
    await sim.control.advance(80_000);
    await pay('00', 2000, c);
    expect(tokenCalls).toBe(1);
    await sim.control.advance(40_000);
    await pay('00', 2000, c);
    expect(tokenCalls).toBe(2);
  });
});
