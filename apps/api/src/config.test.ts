import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { buildTestApp } from '../test/helper';

const callerFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-cwd-'));
const initialInitCwd = process.env.INIT_CWD;
afterEach(() => {
  if (initialInitCwd === undefined) delete process.env.INIT_CWD;
  else process.env.INIT_CWD = initialInitCwd;
});

describe('DATA_DIR', () => {
  it('takes a relative folder from the folder npm was called in (INIT_CWD), else the working directory', () => {
    process.env.INIT_CWD = callerFolder;
    expect(loadConfig({ DATA_DIR: './data' }).DATA_DIR).toBe(path.join(callerFolder, 'data'));
    expect(loadConfig({ DATA_DIR: 'shop/files', WEB_DIST: 'web' })).toMatchObject({
      DATA_DIR: path.join(callerFolder, 'shop/files'),
      WEB_DIST: path.join(callerFolder, 'web'),
    });
    delete process.env.INIT_CWD;
    expect(loadConfig({ DATA_DIR: './data' }).DATA_DIR).toBe(path.resolve('data'));
  });

  it('keeps an absolute folder and the in-memory database as they are', () => {
    expect(loadConfig({ DATA_DIR: '/srv/dukani' }).DATA_DIR).toBe('/srv/dukani');
    expect(loadConfig({ DATA_DIR: 'memory' }).DATA_DIR).toBe('memory');
  });

  // A fresh embedded database migrated from nothing (the one test here that cannot start from the snapshot): slow on a busy machine.
  it('starts the app on a relative folder: the database and the uploads live in it', async () => {
    process.env.INIT_CWD = callerFolder;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false', DATA_DIR: './relative-data' });
    const app = await buildApp({ config, logger: false });
    try {
      await app.ready();
      const folder = path.join(callerFolder, 'relative-data');
      expect(fs.existsSync(path.join(folder, 'pglite'))).toBe(true);
      fs.writeFileSync(path.join(folder, 'uploads', 'note.txt'), 'kept in the data folder');
      const res = await app.inject({ method: 'GET', url: '/uploads/note.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('kept in the data folder');
    } finally {
      await app.close();
      fs.rmSync(callerFolder, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('TRUST_PROXY', () => {
  it('is off unless set: a client cannot choose its address with X-Forwarded-For', async () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    const { app, close } = await buildTestApp({ TRUST_PROXY: 'false' });
    try {
      for (let n = 0; n < 10; n++)
        await app.inject({
          method: 'POST',
          url: '/api/Auth/Login',
          headers: { 'x-forwarded-for': `10.0.0.${n}` },
          payload: { countryCode: 'KE', username: `07000000${String(n).padStart(2, '0')}`, password: 'nope-nope-1' },
        });
      const res = await app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        headers: { 'x-forwarded-for': '10.0.1.1' },
        payload: { countryCode: 'KE', username: '0700000099', password: 'nope-nope-1' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await close();
    }
  });
});

describe('development defaults serve this computer only', () => {
  it('listens on localhost unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('localhost');
  });

  it('refuses the development secrets on a network address, naming what to set', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/JWT_SECRET: must be set to your own secret[\s\S]*OTP_SECRET[\s\S]*MPESA_CALLBACK_KEY/);
    const own = { JWT_SECRET: 'a'.repeat(40), OTP_SECRET: 'b'.repeat(40), MPESA_CALLBACK_KEY: 'c'.repeat(24) };
    expect(loadConfig({ HOST: '0.0.0.0', ...own }).HOST).toBe('0.0.0.0');
    for (const host of ['127.0.0.1', '::1', 'localhost', '127.1.2.3']) expect(loadConfig({ HOST: host }).HOST).toBe(host);
  });

  it('offers the development SMS outbox (every one-time code) on a loopback host only', async () => {
    const own = { JWT_SECRET: 'a'.repeat(40), OTP_SECRET: 'b'.repeat(40), MPESA_CALLBACK_KEY: 'c'.repeat(24) };
    for (const [host, status] of [
      ['0.0.0.0', 404],
      ['127.0.0.1', 200],
    ] as const) {
      const { app, close } = await buildTestApp({ HOST: host, ...own });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/Dev/SmsOutbox?phone=0712345678' })).statusCode).toBe(status);
      } finally {
        await close();
      }
    }
  });
});

describe('MPESA_BILLING_SHORTCODE', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(40),
    OTP_SECRET: 'q'.repeat(40),
    MPESA_CALLBACK_KEY: 'k'.repeat(32),
    ETIMS_MODE: 'kra',
    MPESA_MODE: 'daraja',
    PUBLIC_URL: 'https://shop.example',
    MPESA_CONSUMER_KEY: 'ck',
    MPESA_CONSUMER_SECRET: 'cs',
    MPESA_PASSKEY: 'pk',
  };

  it("is required in production: without the platform's paybill no paybill payment can be told to be the bill's (G6)", () => {
    expect(() => loadConfig(production)).toThrow(/MPESA_BILLING_SHORTCODE: is required in production/);
    expect(loadConfig({ ...production, MPESA_BILLING_SHORTCODE: '600100' }).MPESA_BILLING_SHORTCODE).toBe('600100');
    expect(() => loadConfig({ ...production, MPESA_BILLING_SHORTCODE: 'paybill' })).toThrow(/MPESA_BILLING_SHORTCODE: must be 5–7 digits/);
  });

  it('may stay unset elsewhere (G6 then takes no paybill payment)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).MPESA_BILLING_SHORTCODE).toBeUndefined();
  });
});
