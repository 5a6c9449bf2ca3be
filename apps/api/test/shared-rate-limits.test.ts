import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { redisLimits } from '../src/lib/rate-limit-store';
import { createOwner, type Owner } from './fixtures';
import { useTestApp } from './helper';

// Redis of this machine and CI (.ci/run starts it). Every run writes under its own prefix and removes it after.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `dukani-test-${crypto.randomUUID()}`;
const t = useTestApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix });

/** A second api process on the same database and the same Redis, as behind a load balancer. */
let second: FastifyInstance;
let owner: Owner;
let ipSeq = 0;

beforeAll(async () => {
  second = await buildApp({ config: t.config, database: t.database, logger: false });
  await second.ready();
  owner = await createOwner(t);
});

afterAll(async () => {
  await second?.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

/** A2 with a wrong password from a new address each time, so only the per-phone limit can refuse it. */
async function guess(app: FastifyInstance, phone: string) {
  ipSeq += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    headers: { 'x-forwarded-for': `198.18.${ipSeq >> 8}.${ipSeq & 255}` },
    payload: { countryCode: 'KE', username: phone, password: 'not-the-password-1', trustThisDevice: true },
  });
  return { status: res.statusCode, code: (res.json() as { code?: string }).code, retryAfter: res.headers['retry-after'] };
}

describe('rate limits in Redis (REDIS_URL): the limits of API.md §1.10 hold across processes', () => {
  it('password guesses for one phone spread over two processes are limited as one: 10 a minute in all', async () => {
    const answers = [];
    for (let n = 0; n < 10; n++) answers.push(await guess(n % 2 === 0 ? t.app : second, owner.phone));
    expect(answers.map((answer) => answer.code)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    for (const app of [t.app, second]) {
      const refused = await guess(app, owner.phone);
      expect(refused.status).toBe(429);
      expect(refused.code).toBe('RATE_LIMITED');
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
  });

  it('a per-IP limit counts one address over both processes (A1: 10 look-ups a minute)', async () => {
    const lookUp = (app: FastifyInstance, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/Auth/ValidatePhone',
        headers: { 'x-forwarded-for': '203.0.113.77' },
        payload: { phonenumber: `07123457${String(n).padStart(2, '0')}`, countryCode: 'KE' },
      });
    for (let n = 0; n < 10; n++) expect((await lookUp(n % 2 ? second : t.app, n)).statusCode).not.toBe(429);
    expect((await lookUp(second, 10)).statusCode).toBe(429);
    expect((await lookUp(t.app, 11)).statusCode).toBe(429);
  });

  it('without REDIS_URL each process counts on its own: two processes let 20 guesses through (what Redis fixes)', async () => {
    const local = { ...t.config, REDIS_URL: undefined };
    const [a, b] = await Promise.all([
      buildApp({ config: local, database: t.database, logger: false }),
      buildApp({ config: local, database: t.database, logger: false }),
    ]);
    try {
      const other = await createOwner(t);
      const answers = [];
      for (let n = 0; n < 20; n++) answers.push(await guess(n % 2 === 0 ? a : b, other.phone));
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(0);
      expect((await guess(a, other.phone)).status).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('an api process does not start when REDIS_URL is set but Redis cannot be reached, and says why', async () => {
    const unreachable = { ...t.config, REDIS_URL: 'redis://:secret-password@127.0.0.1:1' };
    const start = buildApp({ config: unreachable, database: t.database, logger: false });
    await expect(start).rejects.toThrow(/^REDIS_URL: cannot reach Redis at redis:\/\/127\.0\.0\.1:1 .*does not start without it/);
    await expect(start).rejects.not.toThrow(/secret-password/);
  });

  it('Redis lost while running: each limit still holds, counted in the process until Redis is back', async () => {
    const backend = await redisLimits(REDIS_URL, `${prefix}-lost`, { warn: () => {}, info: () => {} });
    const limiter = backend.store.limiter('lost', 3, 60_000);
    await limiter.hit('key');
    await backend.close();
    await limiter.hit('key');
    await limiter.hit('key');
    await limiter.hit('key');
    await expect(limiter.hit('key')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
