import { describe, expect, it } from 'vitest';
import { getProduct } from '@dukani/contracts';
import { buildTestApp, useTestApp, call } from './helper';
import { createMember, createOwner } from './fixtures';

const t = useTestApp();

describe('platform', () => {
  it('answers health with the database kind', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, result: { status: 'ok' } });
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    const res = await call(t.app, 'GET', '/api/Nothing/Here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('rejects a missing, malformed or foreign-signed token with 401', async () => {
    expect((await call(t.app, 'GET', '/api/Business/GetBusinesses')).status).toBe(401);
    const malformed = await call(t.app, 'GET', '/api/Business/GetBusinesses', { token: 'abc.def' });
    expect(malformed.status).toBe(401);
    expect(malformed.body.code).toBe('UNAUTHENTICATED');
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('lets a disabled user’s token through no route (401)', async () => {
    const owner = await createOwner(t);
    const member = await createMember(t, owner, { isEnabled: false });
    const res = await call(t.app, 'GET', `/api/Settings/GetReceiptSettings/${owner.businessId}`, { token: member.token });
    expect(res.status).toBe(401);
  });
});

describe('production', () => {
  it('has no development SMS outbox route', async () => {
    const prod = await buildTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      OTP_SECRET: 'q'.repeat(40),
      MPESA_CALLBACK_KEY: 'k'.repeat(32),
      MPESA_BILLING_SHORTCODE: '600100',
      ETIMS_MODE: 'kra',
      MPESA_MODE: 'daraja',
      PUBLIC_URL: 'https://shop.example',
      MPESA_CONSUMER_KEY: 'ck',
      MPESA_CONSUMER_SECRET: 'cs',
      MPESA_PASSKEY: 'pk',
    });
    try {
      const res = await call(prod.app, 'GET', '/api/Dev/SmsOutbox?phone=0712345678');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    } finally {
      await prod.close();
    }
  });

  it('refuses to start with the development secrets', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: must be set in production/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/MPESA_CALLBACK_KEY: must be set in production/);
  });

  it('refuses the eTIMS simulator', async () => {
    const { loadConfig } = await import('../src/config');
    const secrets = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      OTP_SECRET: 'q'.repeat(40),
      MPESA_CALLBACK_KEY: 'k'.repeat(32),
      MPESA_BILLING_SHORTCODE: '600100',
      MPESA_MODE: 'daraja',
      PUBLIC_URL: 'https://shop.example',
      MPESA_CONSUMER_KEY: 'ck',
      MPESA_CONSUMER_SECRET: 'cs',
      MPESA_PASSKEY: 'pk',
    };
    expect(() => loadConfig(secrets)).toThrow(/ETIMS_MODE: must be kra in production/);
    expect(loadConfig({ ...secrets, ETIMS_MODE: 'kra' }).ETIMS_MODE).toBe('kra');
  });

  it('refuses the simulator credentials and a plain-HTTP callback URL with real M-Pesa', async () => {
    const { loadConfig } = await import('../src/config');
    const secrets = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      OTP_SECRET: 'q'.repeat(40),
      MPESA_CALLBACK_KEY: 'k'.repeat(32),
      MPESA_BILLING_SHORTCODE: '600100',
      ETIMS_MODE: 'kra',
    };
    expect(() => loadConfig({ ...secrets, MPESA_MODE: 'daraja', PUBLIC_URL: 'http://shop.example' })).toThrow(
      /MPESA_CONSUMER_KEY[\s\S]*MPESA_CALLBACK_URL: must be a public https URL/,
    );
    expect(() =>
      loadConfig({
        ...secrets,
        MPESA_MODE: 'daraja',
        PUBLIC_URL: 'https://shop.example',
        MPESA_CONSUMER_KEY: 'ck',
        MPESA_CONSUMER_SECRET: 'cs',
        MPESA_PASSKEY: 'pk',
      }),
    ).not.toThrow();
  });

  it('turns MTN MoMo and Airtel Money off unless configured, and refuses their simulators and simulator credentials', async () => {
    const { loadConfig } = await import('../src/config');
    const secrets = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      OTP_SECRET: 'q'.repeat(40),
      MPESA_CALLBACK_KEY: 'k'.repeat(32),
      MPESA_BILLING_SHORTCODE: '600100',
      ETIMS_MODE: 'kra',
      MPESA_MODE: 'daraja',
      PUBLIC_URL: 'https://shop.example',
      MPESA_CONSUMER_KEY: 'ck',
      MPESA_CONSUMER_SECRET: 'cs',
      MPESA_PASSKEY: 'pk',
    };
    expect(loadConfig(secrets)).toMatchObject({ MOMO_MODE: 'off', AIRTEL_MODE: 'off' });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ MOMO_MODE: 'simulator', AIRTEL_MODE: 'simulator' });
    expect(() => loadConfig({ ...secrets, MOMO_MODE: 'simulator', AIRTEL_MODE: 'simulator' })).toThrow(/MOMO_MODE: must be mtn or off[\s\S]*AIRTEL_MODE/);
    expect(() => loadConfig({ ...secrets, MOMO_MODE: 'mtn', AIRTEL_MODE: 'airtel' })).toThrow(
      /MOMO_SUBSCRIPTION_KEY[\s\S]*MOMO_API_KEY[\s\S]*AIRTEL_CLIENT_SECRET/,
    );
  });
});

describe('the test harness', () => {
  it('calls a route by its contract and makes owners', async () => {
    const owner = await t.owner({ businessName: 'Harness Shop' });
    const res = await t.call(getProduct, { token: owner.token, params: { id: 999_999 } });
    expect(res.status).toBe(404);
  });
});
