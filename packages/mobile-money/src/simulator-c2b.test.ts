import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseC2BConfirmation } from './callbacks';
import { DARAJA_PATHS } from './protocol';
import { pushRequest, startSimulator, type RunningSimulator } from './test-support';

let sim: RunningSimulator;
const VALIDATION_URL = 'https://pos.example.co.ke/hooks/c2b/validate/3b9d';
const CONFIRMATION_URL = 'https://pos.example.co.ke/hooks/c2b/confirm/3b9d';

beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.control.reset();
  sim.deliveries.length = 0;
  sim.answers.length = 0;
});

async function callDaraja(path: string, body: unknown) {
  const token = await sim.createClient().getAccessToken();
  const response = await fetch(`${sim.baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function register(responseType: 'Completed' | 'Cancelled' = 'Completed', shortCode = '600426', version: 'v1' | 'v2' = 'v1') {
  await sim
    .createClient({ c2bApiVersion: version })
    .registerC2BUrls({ shortCode, responseType, confirmationUrl: CONFIRMATION_URL, validationUrl: VALIDATION_URL });
}

const payment = (overrides: Record<string, unknown> = {}) => ({
  ShortCode: '600426',
  CommandID: 'CustomerPayBillOnline',
  Amount: 150,
  Msisdn: '254708374149',
  BillRefNumber: 'INV2024-0042',
  ...overrides,
});

describe('C2B register URL + simulate', () => {
  it('answers registerurl with the misspelt OriginatorCoversationID', async () => {
    const answer = await callDaraja(DARAJA_PATHS.registerUrl('v1'), {
      ShortCode: '600426',
      ResponseType: 'Completed',
      ConfirmationURL: CONFIRMATION_URL,
      ValidationURL: VALIDATION_URL,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ResponseCode: '0', ResponseDescription: 'Success' });
    expect(answer.body.OriginatorCoversationID).toBeTypeOf('string');
  });

  it('delivers validation, then confirmation with the balance and the echoed ThirdPartyTransID', async () => {
    await register();
    sim.answers.push({
      match: '/validate/',
      answer: async () => ({ status: 200, body: { ResultCode: '0', ResultDesc: 'Accepted', ThirdPartyTransID: 'sale-0042' } }),
    });
    const answer = await callDaraja(DARAJA_PATHS.simulate('v1'), payment());
    expect(answer.body).toMatchObject({ ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' });
    expect(sim.deliveries).toEqual([]);
    await sim.clock.advance(1_000);
    expect(sim.deliveries.map((d) => d.url)).toEqual([VALIDATION_URL, CONFIRMATION_URL]);
    const validation = sim.deliveries[0]!.body as Record<string, unknown>;
    const confirmation = sim.deliveries[1]!.body as Record<string, unknown>;
    expect(validation.OrgAccountBalance).toBe('');
    expect(confirmation.OrgAccountBalance).toBe('150.00');
    expect(confirmation.TransAmount).toBe('150.00');
    expect(confirmation.TransID).toBe(validation.TransID);
    expect(parseC2BConfirmation(confirmation)).toMatchObject({
      amount: 150,
      shortCode: '600426',
      billRef: 'INV2024-0042',
      msisdn: '254708374149',
      transactionType: 'Pay Bill',
      thirdPartyTransId: 'sale-0042',
    });
    expect(parseC2BConfirmation(confirmation)!.transId).toMatch(/^[A-Z][A-Z0-9]{9}$/);
  });

  it('keeps a running balance per shortcode', async () => {
    await register();
    await callDaraja(DARAJA_PATHS.simulate('v1'), payment());
    await callDaraja(DARAJA_PATHS.simulate('v1'), payment({ Amount: '50' }));
    await sim.clock.advance(1_000);
    const confirmations = sim.control.findCallbacks({ kind: 'c2b-confirmation' }).map((c) => (c.body as Record<string, unknown>).OrgAccountBalance);
    expect(confirmations).toEqual(['150.00', '200.00']);
  });

  it('sends no confirmation when validation rejects', async () => {
    await register();
    sim.answers.push({ match: '/validate/', answer: async () => ({ status: 200, body: { ResultCode: 'C2B00012', ResultDesc: 'Rejected' } }) });
    await callDaraja(DARAJA_PATHS.simulate('v1'), payment());
    await sim.clock.advance(1_000);
    expect(sim.deliveries.map((d) => d.url)).toEqual([VALIDATION_URL]);
  });

  it('lets ResponseType decide when validation does not answer: Completed confirms, Cancelled does not', async () => {
    sim.answers.push({ match: '/validate/', answer: async () => Promise.reject(new Error('ECONNREFUSED')) });
    await register('Completed');
    await callDaraja(DARAJA_PATHS.simulate('v1'), payment());
    await sim.clock.advance(1_000);
    expect(sim.deliveries.map((d) => d.url)).toEqual([VALIDATION_URL, CONFIRMATION_URL]);
    expect(sim.control.findCallbacks({ kind: 'c2b-validation' })[0]!.error).toBe('ECONNREFUSED');

    sim.deliveries.length = 0;
    await register('Cancelled');
    await callDaraja(DARAJA_PATHS.simulate('v1'), payment());
    await sim.clock.advance(1_000);
    expect(sim.deliveries.map((d) => d.url)).toEqual([VALIDATION_URL]);
  });

  it('skips validation when it is off for the shortcode', async () => {
    await register();
    const answer = await fetch(`${sim.baseUrl}/__sim/c2b/validation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"shortCode":"600426","enabled":false}',
    });
    expect(answer.status).toBe(200);
    await callDaraja(DARAJA_PATHS.simulate('v2'), payment());
    await sim.clock.advance(1_000);
    expect(sim.deliveries.map((d) => d.url)).toEqual([CONFIRMATION_URL]);
  });

  it('masks the MSISDN for v2 registrations and leaves BillRefNumber empty for buy goods', async () => {
    await register('Completed', '600426', 'v2');
    await callDaraja(DARAJA_PATHS.simulate('v1'), payment({ CommandID: 'CustomerBuyGoodsOnline' }));
    await sim.clock.advance(1_000);
    const confirmation = parseC2BConfirmation(sim.control.findCallbacks({ kind: 'c2b-confirmation' })[0]!.body);
    expect(confirmation).toMatchObject({ msisdn: '2547 ***** 149', billRef: '', transactionType: 'Buy Goods' });
  });

  it('completes silently when no URL is registered', async () => {
    await callDaraja(DARAJA_PATHS.simulate('v1'), payment());
    await sim.clock.advance(1_000);
    expect(sim.deliveries).toEqual([]);
  });

  it('names the bad field of a simulate request', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ShortCode: '999999' }, 'ShortCode'],
      [{ CommandID: 'SalaryPayment' }, 'CommandID'],
      [{ Amount: 10.5 }, 'Amount'],
      [{ Amount: 0 }, 'Amount'],
      [{ Msisdn: '0708374149' }, 'Msisdn'],
      [{ Msisdn: undefined }, 'Msisdn'],
    ];
    for (const [override, field] of cases) {
      const answer = await callDaraja(DARAJA_PATHS.simulate('v1'), payment(override));
      expect(answer.status, field).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` });
    }
  });

  it('names the bad field of a registerurl request', async () => {
    const base = { ShortCode: '600426', ResponseType: 'Completed', ConfirmationURL: CONFIRMATION_URL, ValidationURL: VALIDATION_URL };
    const cases: [Record<string, unknown>, string][] = [
      [{ ResponseType: 'completed' }, 'ResponseType'],
      [{ ConfirmationURL: 'ftp://x' }, 'ConfirmationURL'],
      [{ ValidationURL: undefined }, 'ValidationURL'],
    ];
    for (const [override, field] of cases) {
      const answer = await callDaraja(DARAJA_PATHS.registerUrl('v2'), { ...base, ...override });
      expect(answer.body.errorMessage, field).toBe(`Bad Request - Invalid ${field}`);
    }
  });
});

describe('Transaction Status', () => {
  const statusRequest = (transactionId: string) => ({
    Initiator: 'apitest',
    SecurityCredential: 'encrypted',
    CommandID: 'TransactionStatusQuery',
    TransactionID: transactionId,
    PartyA: '174379',
    IdentifierType: '4',
    ResultURL: 'https://pos.example.co.ke/hooks/status/result',
    QueueTimeOutURL: 'https://pos.example.co.ke/hooks/status/timeout',
    Remarks: 'check',
  });

  it('reports a receipt the simulator issued, from its ledger', async () => {
    const { checkoutRequestId } = await sim.createClient().stkPush(pushRequest('254712345606', 75));
    await sim.clock.advance(3_000);
    const receipt = sim.control.findPushes().find((p) => p.checkoutRequestId === checkoutRequestId)!.result!.receiptNumber!;
    const answer = await callDaraja(DARAJA_PATHS.transactionStatus, statusRequest(receipt));
    expect(answer.body).toMatchObject({ ResponseCode: '0' });
    await sim.clock.advance(2_000);
    const [sent] = sim.control.findCallbacks({ kind: 'transaction-status' });
    expect(sent!.url).toBe('https://pos.example.co.ke/hooks/status/result');
    const result = (
      sent!.body as {
        Result: { ResultCode: number; OriginatorConversationID: string; ResultParameters: { ResultParameter: { Key: string; Value: unknown }[] } };
      }
    ).Result;
    expect(result.ResultCode).toBe(0);
    expect(result.OriginatorConversationID).toBe(answer.body.OriginatorConversationID);
    const parameters = Object.fromEntries(result.ResultParameters.ResultParameter.map((p) => [p.Key, p.Value]));
    expect(parameters).toMatchObject({ ReceiptNo: receipt, Amount: 75, TransactionStatus: 'Completed' });
  });

  it('reports an unknown receipt as not found, and names a bad CommandID', async () => {
    await callDaraja(DARAJA_PATHS.transactionStatus, statusRequest('ZZZ0000000'));
    await sim.clock.advance(2_000);
    const result = (sim.control.findCallbacks({ kind: 'transaction-status' })[0]!.body as { Result: { ResultCode: number } }).Result;
    expect(result.ResultCode).not.toBe(0);
    const bad = await callDaraja(DARAJA_PATHS.transactionStatus, { ...statusRequest('X'), CommandID: 'Other' });
    expect(bad.body.errorMessage).toBe('Bad Request - Invalid CommandID');
  });
});
