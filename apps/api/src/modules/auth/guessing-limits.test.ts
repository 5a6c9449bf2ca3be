import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { redactUrl } from '../../lib/redact-url';
import { call, useTestApp } from '../../../test/helper';
import { createOwner } from '../../../test/fixtures';

const t = useTestApp();

const post = (url: string, body: unknown, ip: string) =>
  t.app
    .inject({ method: 'POST', url, payload: body as object, remoteAddress: ip })
    .then((res) => ({ status: res.statusCode, body: res.json() as { code?: string }, headers: res.headers }));

/** Ten answers that are not 429, then a 429 with Retry-After. */
async function expectLimitedAfterTen(send: (n: number) => Promise<{ status: number; body: { code?: string }; headers: Record<string, unknown> }>) {
  for (let n = 0; n < 10; n++) expect((await send(n)).status).not.toBe(429);
  const limited = await send(10);
  expect(limited.status).toBe(429);
  expect(limited.body.code).toBe('RATE_LIMITED');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
}

describe('API.md §1.10: routes that guess at accounts', () => {
  it('A1 answers 10 phone look-ups a minute per IP, so numbers cannot be walked', async () => {
    await expectLimitedAfterTen((n) =>
      post('/api/Auth/ValidatePhone', { phonenumber: `07123456${String(n).padStart(2, '0')}`, countryCode: 'KE' }, '203.0.113.1'),
    );
    expect((await post('/api/Auth/ValidatePhone', { phonenumber: '0712345699', countryCode: 'KE' }, '203.0.113.2')).status).not.toBe(429);
  });

  it('A7 takes 10 tries a minute per IP and 10 per account from any IP', async () => {
    await expectLimitedAfterTen((n) => post('/api/Auth/RecoverPassword', { userId: 1000 + n, newpin: 'NewPass123!' }, '203.0.113.3'));
    await expectLimitedAfterTen((n) => post('/api/Auth/RecoverPassword', { userId: 77, newpin: 'NewPass123!' }, `198.51.100.${n + 1}`));
  });

  it('A9 takes 10 code checks a minute per IP and per phone', async () => {
    await expectLimitedAfterTen((n) => post(`/api/Auth/ValidateOtp/2547123456${String(n).padStart(2, '0')}`, { otp: '123456' }, '203.0.113.4'));
    await expectLimitedAfterTen((n) => post('/api/Auth/ValidateOtp/254712345699', { otp: '123456' }, `198.51.101.${n + 1}`));
  });

  it('B5 takes 10 password checks a minute per signed-in user', async () => {
    const owner = await createOwner(t);
    await expectLimitedAfterTen(async () => {
      const res = await call<{ code?: string }>(t.app, 'POST', '/api/Account/RevalidateUser', {
        token: owner.token,
        body: { userId: owner.userId, password: 'wrong-password-1' },
      });
      return { status: res.status, body: res.body, headers: res.headers };
    });
  });
});

describe('access logs', () => {
  it('never write the M-Pesa callback key or a token that rides in the URL', async () => {
    expect(redactUrl('/api/Mpesa/StkCallback?key=s3cret&x=1')).toBe('/api/Mpesa/StkCallback?key=[redacted]&x=1');
    const lines: string[] = [];
    const app: FastifyInstance = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', RUN_WORKER: 'false', DATA_DIR: 'memory' }),
      database: t.database,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.inject({ method: 'POST', url: '/api/Mpesa/StkCallback?key=dukani-secret-callback-key', payload: {} });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/Mpesa/StkCallback?key=[redacted]');
    expect(log).not.toContain('dukani-secret-callback-key');
  });
});
