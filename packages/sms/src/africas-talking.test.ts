import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AfricasTalkingSms, createSmsSender, OutboxSms, SmsSendError } from './index';
import { buildSmsSimulator, type SimulatedSms } from './simulator';

const API_KEY = 'test-key';
const USERNAME = 'sandbox';
let sim: FastifyInstance;
let base: string;

beforeAll(async () => {
  sim = buildSmsSimulator({ apiKey: API_KEY, username: USERNAME });
  await sim.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  await fetch(`${base}/__sim/sms/outbox`, { method: 'DELETE' });
});

const client = (overrides: Partial<ConstructorParameters<typeof AfricasTalkingSms>[0]> = {}) =>
  new AfricasTalkingSms({ baseUrl: `${base}/version1`, username: USERNAME, apiKey: API_KEY, ...overrides });

async function failureOf(promise: Promise<unknown>): Promise<SmsSendError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof SmsSendError) return err;
    throw err;
  }
  throw new Error('expected the send to fail');
}

describe('AfricasTalkingSms against the simulator', () => {
  it('sends, returns the ATXid message id, and the outbox shows the message newest first', async () => {
    const result = await client({ from: 'DUKANI' }).send({ to: '+254712345678', message: 'Your Dukani code is 123456.' });
    expect(result.status).toBe('Success');
    expect(result.messageId).toMatch(/^ATXid_[0-9a-f]{32}$/);
    await client().send({ to: '+254712345678', message: 'second' });
    const outbox = (await (await fetch(`${base}/__sim/sms/outbox?to=${encodeURIComponent('+254712345678')}`)).json()) as SimulatedSms[];
    expect(outbox.map((m) => m.message)).toEqual(['second', 'Your Dukani code is 123456.']);
    expect(outbox[1]).toMatchObject({ messageId: result.messageId, from: 'DUKANI', to: '+254712345678' });
  });

  it('treats a wrong apiKey (401 plain text) as permanent', async () => {
    const err = await failureOf(client({ apiKey: 'wrong' }).send({ to: '+254712345678', message: 'x' }));
    expect(err.kind).toBe('permanent');
    expect(err.message).toContain('401');
    expect(err.message).toContain('The supplied authentication is invalid');
  });

  it('treats a wrong username as permanent too', async () => {
    const err = await failureOf(client({ username: 'someone' }).send({ to: '+254712345678', message: 'x' }));
    expect(err.permanent).toBe(true);
  });

  it('maps per-recipient status codes: 403, 406, 405 permanent; 500 transient', async () => {
    const cases: [string, number, 'permanent' | 'transient'][] = [
      ['+254712345699', 403, 'permanent'],
      ['+254712345698', 406, 'permanent'],
      ['+254712345697', 405, 'permanent'],
      ['+254712345696', 500, 'transient'],
    ];
    for (const [to, code, kind] of cases) {
      const err = await failureOf(client().send({ to, message: 'x' }));
      expect(err.providerStatusCode).toBe(code);
      expect(err.kind).toBe(kind);
    }
    const outbox = (await (await fetch(`${base}/__sim/sms/outbox`)).json()) as SimulatedSms[];
    expect(outbox).toEqual([]);
  });

  it('rejects a number without + as InvalidPhoneNumber (permanent)', async () => {
    const err = await failureOf(client().send({ to: '254712345678', message: 'x' }));
    expect(err.providerStatusCode).toBe(403);
    expect(err.kind).toBe('permanent');
  });

  it('answers 400 text when the message is missing, which the client reports as permanent', async () => {
    const err = await failureOf(client().send({ to: '+254712345678', message: '' }));
    expect(err.kind).toBe('permanent');
    expect(err.message).toContain('400');
  });

  it('treats an unreachable host as transient', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const err = await failureOf(
      new AfricasTalkingSms({ baseUrl: `http://127.0.0.1:${port}/version1`, username: USERNAME, apiKey: API_KEY }).send({ to: '+254712345678', message: 'x' }),
    );
    expect(err.kind).toBe('transient');
  });

  it('parses defensively: a 5xx HTML page is transient, a 201 that is not JSON is transient', async () => {
    const answers = [
      { status: 503, body: '<html>Service Unavailable</html>' },
      { status: 201, body: 'OK' },
    ];
    for (const answer of answers) {
      const fake: typeof fetch = async () => new Response(answer.body, { status: answer.status, headers: { 'content-type': 'text/html' } });
      const err = await failureOf(client({ fetch: fake }).send({ to: '+254712345678', message: 'x' }));
      expect(err.kind).toBe('transient');
    }
  });

  it('sends the documented form fields and headers', async () => {
    let seen: { url: string; headers: Headers; body: URLSearchParams } | undefined;
    const fake: typeof fetch = async (input, init) => {
      seen = { url: String(input), headers: new Headers(init?.headers), body: new URLSearchParams(String(init?.body)) };
      return new Response(
        JSON.stringify({
          SMSMessageData: {
            Message: 'Sent to 1/1',
            Recipients: [{ statusCode: 102, number: '+256772123456', status: 'Queued', cost: 'UGX 30', messageId: 'ATXid_1' }],
          },
        }),
        { status: 201 },
      );
    };
    const result = await new AfricasTalkingSms({
      baseUrl: 'https://api.sandbox.africastalking.com/version1/',
      username: 'sandbox',
      apiKey: 'k',
      from: 'DUKANI',
      fetch: fake,
    }).send({ to: '+256772123456', message: 'hello there' });
    expect(result).toEqual({ messageId: 'ATXid_1', status: 'Queued' });
    expect(seen?.url).toBe('https://api.sandbox.africastalking.com/version1/messaging');
    expect(seen?.headers.get('apikey')).toBe('k');
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(seen!.body)).toEqual({ username: 'sandbox', to: '+256772123456', message: 'hello there', bulkSMSMode: '1', from: 'DUKANI' });
  });

  it('a 201 with no matching recipient is a permanent refusal', async () => {
    const fake: typeof fetch = async () => new Response(JSON.stringify({ SMSMessageData: { Message: 'InvalidPhoneNumber', Recipients: [] } }), { status: 201 });
    const err = await failureOf(client({ fetch: fake }).send({ to: '+254712345678', message: 'x' }));
    expect(err.kind).toBe('permanent');
  });
});

describe('createSmsSender', () => {
  it('chooses the outbox by default and Africa’s Talking when configured', async () => {
    const config = { AT_BASE_URL: `${base}/version1`, AT_USERNAME: USERNAME, AT_API_KEY: API_KEY };
    const outbox = createSmsSender({ ...config, SMS_PROVIDER: 'outbox' });
    expect(outbox).toBeInstanceOf(OutboxSms);
    expect((await outbox.send({ to: '+254712345678', message: 'x' })).messageId).toMatch(/^outbox-/);
    const at = createSmsSender({ ...config, SMS_PROVIDER: 'africastalking' });
    expect(at).toBeInstanceOf(AfricasTalkingSms);
    expect((await at.send({ to: '+250788123456', message: 'x' })).status).toBe('Success');
  });
});
