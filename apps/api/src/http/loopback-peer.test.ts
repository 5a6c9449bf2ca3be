// Issue 32 item 11: a development server on loopback behind a proxy (TRUST_PROXY=true) must not hand its SMS
// outbox, or the service its public development secrets can forge, to requests relayed from elsewhere.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';
import { DEV_MPESA_CALLBACK_KEY, DEV_SECRET } from '../config';

const RELAYED: Array<Record<string, string>> = [
  { 'x-forwarded-for': '203.0.113.9' },
  // A client's own "127.0.0.1" does not hide the address the proxy appended after it.
  { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
  { forwarded: 'for=203.0.113.9;proto=https' },
  { 'x-real-ip': '203.0.113.9' },
];

describe('what a development server gives to this computer only', () => {
  it('serves the SMS outbox to a direct request on loopback, not to one a proxy relayed', async () => {
    const { app, close } = await buildTestApp({ HOST: '127.0.0.1', TRUST_PROXY: 'true' });
    const outbox = (headers: Record<string, string> = {}, remoteAddress?: string) =>
      app.inject({ method: 'GET', url: '/api/Dev/SmsOutbox?phone=0712345678', headers, ...(remoteAddress ? { remoteAddress } : {}) });
    try {
      expect((await outbox()).statusCode).toBe(200);
      expect((await outbox({ 'x-forwarded-for': '127.0.0.5' })).statusCode).toBe(200);
      expect((await outbox({}, '::ffff:127.0.0.1')).statusCode).toBe(200);
      for (const headers of RELAYED) {
        const res = await outbox(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
      expect((await outbox({}, '192.168.1.20')).statusCode).toBe(403);
    } finally {
      await close();
    }
  });

  it('answers no relayed request at all while a development secret is in use', async () => {
    const development = await buildTestApp({
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      JWT_SECRET: DEV_SECRET,
      OTP_SECRET: DEV_SECRET,
      MPESA_CALLBACK_KEY: DEV_MPESA_CALLBACK_KEY,
    });
    try {
      expect((await development.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      for (const headers of RELAYED) {
        const res = await development.app.inject({ method: 'GET', url: '/api/health', headers });
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json().errordesc).toMatch(/JWT_SECRET/);
      }
    } finally {
      await development.close();
    }
    // One development secret left is enough to refuse; with all three of its own the server serves the proxy.
    const oneLeft = await buildTestApp({ HOST: '127.0.0.1', TRUST_PROXY: 'true', OTP_SECRET: DEV_SECRET });
    try {
      expect((await oneLeft.app.inject({ method: 'GET', url: '/api/health', headers: RELAYED[0] })).statusCode).toBe(403);
    } finally {
      await oneLeft.close();
    }
    const own = await buildTestApp({ HOST: '127.0.0.1', TRUST_PROXY: 'true' });
    try {
      expect((await own.app.inject({ method: 'GET', url: '/api/health', headers: RELAYED[0] })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
