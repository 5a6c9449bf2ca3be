import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DarajaError } from './errors';
import { DARAJA_PATHS, formatCheckoutStamp } from './protocol';
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
});

async function failureOf(promise: Promise<unknown>): Promise<DarajaError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof DarajaError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('access token', () => {
  it('is fetched once and reused while it has more than 60 s to live, then refreshed', async () => {
    const client = sim.createClient();
    const before = sim.tokenCalls();
    const first = await client.getAccessToken();
    expect(await client.getAccessToken()).toBe(first);
    await sim.clock.advance(3_538_000);
    expect(await client.getAccessToken()).toBe(first);
    expect(sim.tokenCalls() - before).toBe(1);
    // 59 s left: inside the refresh margin.
    await sim.clock.advance(2_000);
    const second = await client.getAccessToken();
    expect(second).not.toBe(first);
    expect(sim.tokenCalls() - before).toBe(2);
  });

  it('shares one token request between concurrent callers', async () => {
    const client = sim.createClient();
    const before = sim.tokenCalls();
    const tokens = await Promise.all([client.getAccessToken(), client.getAccessToken(), client.getAccessToken()]);
    expect(new Set(tokens).size).toBe(1);
    expect(sim.tokenCalls() - before).toBe(1);
  });

  it('after a forced expiry, refreshes once and retries the call that got 404.001.03', async () => {
    const client = sim.createClient();
    const stale = await client.getAccessToken();
    await fetch(`${sim.baseUrl}/__sim/tokens/expire`, { method: 'POST' });
    const before = sim.tokenCalls();
    const accepted = await client.stkPush(pushRequest('254712345600'));
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_/);
    expect(sim.tokenCalls() - before).toBe(1);
    expect(await client.getAccessToken()).not.toBe(stale);
    expect(sim.control.findPushes()).toHaveLength(1);
  });

  it('reports wrong credentials as auth with Daraja code 400.008.01', async () => {
    const err = await failureOf(sim.createClient({ consumerSecret: 'wrong' }).getAccessToken());
    expect(err.kind).toBe('auth');
    expect(err.errorCode).toBe('400.008.01');
    expect(err.httpStatus).toBe(400);
  });

  it('reports a failing token endpoint as unavailable, and nothing was pushed', async () => {
    sim.control.injectFault({ endpoint: 'oauth', errorCode: '500.003.02', errorMessage: 'Spike Arrest Violation' });
    const err = await failureOf(sim.createClient().stkPush(pushRequest('254712345600')));
    expect(err.kind).toBe('unavailable');
    expect(sim.control.findPushes()).toEqual([]);
  });
});

describe('stkPush', () => {
  it('is accepted with ids in Daraja shapes, and the simulator checked the password', async () => {
    const pushedAt = sim.clock.now();
    const accepted = await sim.createClient().stkPush(pushRequest('254712345600'));
    expect(accepted.responseCode).toBe('0');
    expect(accepted.customerMessage).toBe('Success. Request accepted for processing');
    // The virtual clock in Nairobi time (the manual clock stands still) and the last 9 digits of the phone.
    expect(accepted.checkoutRequestId).toBe(`ws_CO_${formatCheckoutStamp(pushedAt)}712345600`);
    expect(accepted.merchantRequestId).toMatch(/^([0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]+|\d{5}-\d{8}-1)$/);
    expect(sim.control.findPushes()[0]).toMatchObject({ amount: 150, phoneNumber: '254712345600', accountReference: 'INV2024-0042' });
  });

  it('sends PartyB = the till for buy goods', async () => {
    await sim.createClient({ transactionType: 'CustomerBuyGoodsOnline', partyB: '600426' }).stkPush(pushRequest('254112345600'));
    expect(sim.control.findPushes()).toHaveLength(1);
  });

  it('maps the sync errors of the scenarios: 09 subscriber locked (rejected), 10 spike arrest (unavailable)', async () => {
    const locked = await failureOf(sim.createClient().stkPush(pushRequest('254712345609')));
    expect(locked).toMatchObject({ kind: 'rejected', reason: 'subscriber-locked', httpStatus: 500, errorCode: '500.001.1001' });
    expect(locked.errorMessage).toContain('Unable to lock subscriber');
    const spike = await failureOf(sim.createClient().stkPush(pushRequest('254712345610')));
    expect(spike).toMatchObject({ kind: 'unavailable', errorCode: '500.003.02' });
    expect(sim.control.findPushes()).toEqual([]);
  });

  it('refuses a second prompt to a phone whose first prompt is still open, until it is answered', async () => {
    const client = sim.createClient();
    await client.stkPush(pushRequest('254712345600'));
    const err = await failureOf(client.stkPush(pushRequest('254712345600')));
    expect(err.reason).toBe('subscriber-locked');
    await sim.clock.advance(3_000);
    await expect(client.stkPush(pushRequest('254712345600'))).resolves.toMatchObject({ responseCode: '0' });
  });

  it('tells a wrong passkey and an unknown shortcode apart', async () => {
    const wrongPasskey = await failureOf(sim.createClient({ passkey: 'not-the-passkey' }).stkPush(pushRequest('254712345600')));
    expect(wrongPasskey).toMatchObject({ kind: 'rejected', reason: 'wrong-credentials', errorMessage: 'Wrong credentials' });
    const unknown = await failureOf(sim.createClient({ shortCode: '123456' }).stkPush(pushRequest('254712345600')));
    expect(unknown).toMatchObject({ kind: 'rejected', reason: 'merchant-unknown', errorMessage: 'Merchant does not exist' });
  });

  it('names the refused field', async () => {
    const cases: [Partial<ReturnType<typeof pushRequest>>, string][] = [
      [{ phoneNumber: '0712345678' }, 'PhoneNumber'],
      [{ phoneNumber: '+254712345678' }, 'PhoneNumber'],
      [{ accountReference: 'ABCDEFGHIJKLM' }, 'AccountReference'],
      [{ transactionDesc: 'Fourteen chars' }, 'TransactionDesc'],
      [{ callbackUrl: 'https://pos.example.co.ke/hooks/ stk' }, 'CallBackURL'],
      [{ callbackUrl: 'not a url' }, 'CallBackURL'],
    ];
    for (const [override, field] of cases) {
      const err = await failureOf(sim.createClient().stkPush({ ...pushRequest('254712345600'), ...override }));
      expect(err, field).toMatchObject({ kind: 'rejected', reason: 'invalid-field', field, httpStatus: 400, errorCode: '400.002.02' });
      expect(err.message).toContain(field);
    }
    expect(sim.control.findPushes()).toEqual([]);
  });

  it('refuses a non-whole amount itself, without calling Daraja', async () => {
    const before = sim.tokenCalls();
    for (const amount of [0, 10.5, -3, Number.NaN]) {
      const err = await failureOf(sim.createClient().stkPush(pushRequest('254712345600', amount)));
      expect(err).toMatchObject({ kind: 'rejected', field: 'Amount' });
    }
    expect(sim.tokenCalls()).toBe(before);
  });

  it('reports quota, internal errors and a gateway page as unavailable', async () => {
    sim.control.injectFault({ endpoint: 'stkpush', errorCode: '500.003.03', errorMessage: 'Quota Violation' });
    expect((await failureOf(sim.createClient().stkPush(pushRequest('254712345600')))).kind).toBe('unavailable');
    sim.control.injectFault({ endpoint: 'stkpush', errorCode: '500.003.1001', errorMessage: 'Internal Server Error' });
    expect((await failureOf(sim.createClient().stkPush(pushRequest('254712345600')))).kind).toBe('unavailable');
    sim.control.injectFault({ endpoint: 'stkpush', httpStatus: 502, rawBody: '<html>Bad Gateway</html>' });
    const gateway = await failureOf(sim.createClient().stkPush(pushRequest('254712345600')));
    expect(gateway).toMatchObject({ kind: 'unavailable', httpStatus: 502 });
  });

  it('times out as "timeout" while the simulator still sends the prompt: the caller must not push again', async () => {
    sim.control.injectFault({ endpoint: 'stkpush', delayMs: 400 });
    // Only the push is under the short timeout: on a busy machine the token call alone can take longer than
    // 100 ms, and a token that does not come is "unavailable" (nothing was sent), not the case tested here.
    const tokenUntimed: typeof fetch = (input, init) => fetch(input, String(input).includes(DARAJA_PATHS.token) ? { ...init, signal: null } : init);
    const err = await failureOf(sim.createClient({ timeoutMs: 100, fetch: tokenUntimed }).stkPush(pushRequest('254712345600')));
    expect(err.kind).toBe('timeout');
    await expect.poll(() => sim.control.findPushes().length).toBe(1);
  });

  it('treats an unreadable 200 to a push as an unknown outcome (timeout)', async () => {
    sim.control.injectFault({ endpoint: 'stkpush', rawBody: 'upstream said something odd' });
    const err = await failureOf(sim.createClient().stkPush(pushRequest('254712345600')));
    expect(err.kind).toBe('timeout');
  });

  it('reports a closed port as unavailable', async () => {
    const err = await failureOf(sim.createClient({ baseUrl: 'http://127.0.0.1:1' }).stkPush(pushRequest('254712345600')));
    expect(err.kind).toBe('unavailable');
  });
});

describe('stkQuery', () => {
  it('is pending while the customer decides, then final with the numeric ResultCode', async () => {
    const client = sim.createClient();
    const paid = await client.stkPush(pushRequest('254712345600'));
    const cancelled = await client.stkPush(pushRequest('254712345601'));
    expect(await client.stkQuery(paid.checkoutRequestId)).toEqual({ state: 'pending' });
    await sim.clock.advance(2_999);
    expect(await client.stkQuery(cancelled.checkoutRequestId)).toEqual({ state: 'pending' });
    await sim.clock.advance(1);
    expect(await client.stkQuery(paid.checkoutRequestId)).toEqual({
      state: 'final',
      resultCode: 0,
      rawResultCode: '0',
      resultDesc: 'The service request is processed successfully.',
    });
    expect(await client.stkQuery(cancelled.checkoutRequestId)).toMatchObject({ state: 'final', resultCode: 1032 });
  });

  it('words 1037 the way the query does, unlike the callback', async () => {
    const client = sim.createClient();
    const { checkoutRequestId } = await client.stkPush(pushRequest('254712345602'));
    await sim.clock.advance(30_000);
    expect(await client.stkQuery(checkoutRequestId)).toMatchObject({ resultCode: 1037, resultDesc: 'DS timeout user cannot be reached' });
  });

  it('stays pending for ever for scenario 11', async () => {
    const client = sim.createClient();
    const { checkoutRequestId } = await client.stkPush(pushRequest('254712345611'));
    await sim.clock.advance(600_000);
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: 'pending' });
    expect(sim.deliveries.filter((d) => JSON.stringify(d.body).includes(checkoutRequestId))).toEqual([]);
  });

  it('refuses an unknown CheckoutRequestID naming the field', async () => {
    const err = await failureOf(sim.createClient().stkQuery('ws_CO_00000000000000000000000000'));
    expect(err).toMatchObject({ kind: 'rejected', field: 'CheckoutRequestID', httpStatus: 400 });
  });

  it('reports spike arrest on the query as unavailable', async () => {
    const client = sim.createClient();
    const { checkoutRequestId } = await client.stkPush(pushRequest('254712345600'));
    sim.control.injectFault({ endpoint: 'stkquery', errorCode: '500.003.02', errorMessage: 'System is busy' });
    expect((await failureOf(client.stkQuery(checkoutRequestId))).kind).toBe('unavailable');
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: 'pending' });
  });
});

describe('registerC2BUrls', () => {
  it('registers on a known shortcode and names ShortCode for an unknown one', async () => {
    const urls = { confirmationUrl: 'https://pos.example.co.ke/hooks/c2b/confirm/3b9d', validationUrl: 'https://pos.example.co.ke/hooks/c2b/validate/3b9d' };
    await expect(sim.createClient().registerC2BUrls({ shortCode: '600426', responseType: 'Completed', ...urls })).resolves.toBeUndefined();
    const err = await failureOf(sim.createClient().registerC2BUrls({ shortCode: '999999', responseType: 'Completed', ...urls }));
    expect(err).toMatchObject({ kind: 'rejected', field: 'ShortCode' });
  });
});
