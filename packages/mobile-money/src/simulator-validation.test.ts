import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStkPassword, DARAJA_PATHS, formatDarajaTimestamp, SANDBOX_STK_PASSKEY } from './protocol';
import { buildDarajaSimulator, type DarajaSimulator } from './simulator';

/** The 11 push rules of §14.2 (and the query's), driven through app.inject with raw bodies. */
let sim: DarajaSimulator;
let token: string;
const OTHER_SHORT_CODE = '7654321';

beforeAll(async () => {
  sim = buildDarajaSimulator({
    timeScale: 'manual',
    shortCodes: { '174379': SANDBOX_STK_PASSKEY, [OTHER_SHORT_CODE]: 'other-passkey' },
    deliverCallback: async () => ({ status: 200, body: {} }),
  });
});
afterAll(async () => {
  await sim.app.close();
});
beforeEach(async () => {
  sim.control.reset();
  // A fresh token each time: some tests move the clock past a token's life.
  const answer = await sim.app.inject({
    method: 'GET',
    url: `${DARAJA_PATHS.token}?grant_type=client_credentials`,
    headers: { authorization: `Basic ${Buffer.from('dukani-sim-key:dukani-sim-secret').toString('base64')}` },
  });
  token = (answer.json() as { access_token: string }).access_token;
});

function pushBody(overrides: Record<string, unknown> = {}, shortCode = '174379', passkey = SANDBOX_STK_PASSKEY) {
  const timestamp = formatDarajaTimestamp(sim.clock.now());
  return {
    BusinessShortCode: shortCode,
    Password: createStkPassword(shortCode, passkey, timestamp),
    Timestamp: timestamp,
    TransactionType: 'CustomerPayBillOnline',
    Amount: 150,
    PartyA: '254712345678',
    PartyB: shortCode,
    PhoneNumber: '254712345678',
    CallBackURL: 'https://pos.example.co.ke/hooks/daraja/stk/8f3c2e',
    AccountReference: 'INV2024-0042',
    TransactionDesc: 'Sale 0042',
    ...overrides,
  };
}

async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const answer = await sim.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
}

const expectError = (answer: { status: number; body: Record<string, unknown> }, status: number, errorCode: string, errorMessage: string) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ errorCode, errorMessage });
  expect(answer.body.requestId).toBeTypeOf('string');
};

describe('STK push validation (§14.2)', () => {
  it('accepts the well-formed request, with numbers where Daraja shows numbers', async () => {
    expect((await post(DARAJA_PATHS.stkPush, pushBody())).status).toBe(200);
    const numeric = await post(DARAJA_PATHS.stkPush, pushBody({ BusinessShortCode: 174379, PartyA: 254712345679, PhoneNumber: 254712345679, Amount: '20' }));
    expect(numeric.status).toBe(200);
  });

  it('1: refuses a missing, unknown or expired token with 404.001.03', async () => {
    expectError(await post(DARAJA_PATHS.stkPush, pushBody(), { authorization: '' }), 404, '404.001.03', 'Invalid Access Token');
    expectError(await post(DARAJA_PATHS.stkPush, pushBody(), { authorization: 'Bearer nope' }), 404, '404.001.03', 'Invalid Access Token');
    await sim.clock.advance(3_599_000);
    expectError(await post(DARAJA_PATHS.stkPush, pushBody()), 404, '404.001.03', 'Invalid Access Token');
  });

  it('2: refuses a body that is not JSON, or not sent as JSON, naming the first field', async () => {
    const body = JSON.stringify(pushBody());
    expectError(await post(DARAJA_PATHS.stkPush, body, { 'content-type': 'text/plain' }), 400, '400.002.02', 'Bad Request - Invalid BusinessShortCode');
    expectError(await post(DARAJA_PATHS.stkPush, '{"BusinessShortCode":'), 400, '400.002.02', 'Bad Request - Invalid BusinessShortCode');
  });

  it('3: names each missing required field; TransactionDesc is optional', async () => {
    for (const field of [
      'BusinessShortCode',
      'Password',
      'Timestamp',
      'TransactionType',
      'Amount',
      'PartyA',
      'PartyB',
      'PhoneNumber',
      'CallBackURL',
      'AccountReference',
    ]) {
      expectError(await post(DARAJA_PATHS.stkPush, pushBody({ [field]: undefined })), 400, '400.002.02', `Bad Request - Invalid ${field}`);
    }
    expect((await post(DARAJA_PATHS.stkPush, pushBody({ TransactionDesc: undefined }))).status).toBe(200);
  });

  it('4: an unknown or malformed shortcode is "Merchant does not exist"', async () => {
    expectError(await post(DARAJA_PATHS.stkPush, pushBody({}, '123456')), 500, '500.001.1001', 'Merchant does not exist');
    expectError(await post(DARAJA_PATHS.stkPush, pushBody({}, '12')), 500, '500.001.1001', 'Merchant does not exist');
  });

  it('5: a bad Timestamp or Password is "Wrong credentials"', async () => {
    expectError(await post(DARAJA_PATHS.stkPush, pushBody({}, '174379', 'wrong')), 500, '500.001.1001', 'Wrong credentials');
    const body = pushBody();
    expectError(await post(DARAJA_PATHS.stkPush, { ...body, Timestamp: '20240101' }), 500, '500.001.1001', 'Wrong credentials');
    // Password built for another timestamp than the one sent.
    expectError(await post(DARAJA_PATHS.stkPush, { ...body, Timestamp: '20200101000000' }), 500, '500.001.1001', 'Wrong credentials');
  });

  it('6–10: names the field of each bad value', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ TransactionType: 'CustomerPayBill' }, 'TransactionType'],
      [{ Amount: 0 }, 'Amount'],
      [{ Amount: 1.5 }, 'Amount'],
      [{ Amount: '1.5' }, 'Amount'],
      [{ Amount: 'ten' }, 'Amount'],
      [{ PhoneNumber: '254812345678' }, 'PhoneNumber'],
      [{ PhoneNumber: '25471234567' }, 'PhoneNumber'],
      [{ PartyA: '0712345678' }, 'PartyA'],
      [{ CallBackURL: 'ftp://pos.example.co.ke/x' }, 'CallBackURL'],
      [{ CallBackURL: 'https://pos.example.co.ke/a b' }, 'CallBackURL'],
      [{ AccountReference: '1234567890123' }, 'AccountReference'],
      [{ TransactionDesc: '12345678901234' }, 'TransactionDesc'],
    ];
    for (const [override, field] of cases) {
      expectError(await post(DARAJA_PATHS.stkPush, pushBody(override)), 400, '400.002.02', `Bad Request - Invalid ${field}`);
    }
    expect(sim.control.findPushes()).toEqual([]);
  });

  it('11: refuses a second prompt to the same phone while the first is open; a never-ending one frees it after 90 s', async () => {
    sim.control.setScenario('pending-forever');
    expect((await post(DARAJA_PATHS.stkPush, pushBody())).status).toBe(200);
    expectError(
      await post(DARAJA_PATHS.stkPush, pushBody()),
      500,
      '500.001.1001',
      'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    );
    expect((await post(DARAJA_PATHS.stkPush, pushBody({ PhoneNumber: '254712345677', PartyA: '254712345677' }))).status).toBe(200);
    await sim.clock.advance(90_000);
    expect((await post(DARAJA_PATHS.stkPush, pushBody())).status).toBe(200);
  });

  it('answers GET with 405 and unknown paths with 404.001.01', async () => {
    const get = await sim.app.inject({ method: 'GET', url: DARAJA_PATHS.stkPush });
    expect(get.statusCode).toBe(405);
    expect(get.json()).toMatchObject({ errorCode: '405.001' });
    const unknown = await sim.app.inject({ method: 'POST', url: '/mpesa/stkpush/v9/processrequest' });
    expect(unknown.json()).toMatchObject({ errorCode: '404.001.01' });
  });
});

describe('STK query validation', () => {
  it('checks the password and refuses a CheckoutRequestID of another shortcode', async () => {
    const pushed = await post(DARAJA_PATHS.stkPush, pushBody());
    const checkoutRequestId = pushed.body.CheckoutRequestID as string;
    const query = (shortCode: string, passkey: string) => {
      const timestamp = formatDarajaTimestamp(sim.clock.now());
      return {
        BusinessShortCode: shortCode,
        Password: createStkPassword(shortCode, passkey, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      };
    };
    const pending = await post(DARAJA_PATHS.stkQuery, query('174379', SANDBOX_STK_PASSKEY));
    expectError(pending, 500, '500.001.1001', 'The transaction is being processed');
    expect(pending.body.requestId).toBe(checkoutRequestId);
    expectError(await post(DARAJA_PATHS.stkQuery, query('174379', 'wrong')), 500, '500.001.1001', 'Wrong credentials');
    expectError(await post(DARAJA_PATHS.stkQuery, query(OTHER_SHORT_CODE, 'other-passkey')), 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
    await sim.clock.advance(3_000);
    const final = await post(DARAJA_PATHS.stkQuery, query('174379', SANDBOX_STK_PASSKEY));
    // A string ResultCode in queries (§14.3).
    expect(final.body).toMatchObject({ ResponseCode: '0', ResultCode: '0', CheckoutRequestID: checkoutRequestId });
  });
});

describe('OAuth', () => {
  const generate = (authorization: string, query = '?grant_type=client_credentials') =>
    sim.app.inject({ method: 'GET', url: `${DARAJA_PATHS.token}${query}`, headers: { authorization } });
  const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;

  it('issues tokens with expires_in as the string "3599"', async () => {
    const answer = await generate(basic('dukani-sim-key:dukani-sim-secret'));
    expect(answer.json()).toMatchObject({ expires_in: '3599' });
    expect((answer.json() as { access_token: string }).access_token.length).toBeGreaterThan(20);
  });

  it('refuses bad credentials (400.008.01) and a bad grant type (400.008.02)', async () => {
    expect((await generate(basic('dukani-sim-key:nope'))).json()).toMatchObject({ errorCode: '400.008.01' });
    expect((await generate('Bearer x')).json()).toMatchObject({ errorCode: '400.008.01' });
    const grant = await generate(basic('dukani-sim-key:dukani-sim-secret'), '?grant_type=password');
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({ errorCode: '400.008.02', errorMessage: 'Invalid grant type passed' });
  });
});
