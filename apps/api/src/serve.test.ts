import { describe, expect, it } from 'vitest';
import { ready } from '@dukani/contracts';
import { buildApp } from './app';
import { serve } from './serve';
import crypto from 'node:crypto';
import pg from 'pg';
import { testDatabaseKind, useTestApp } from '../test/helper';
import { adminQuery, databaseUrlOf } from '../test/postgres-admin';
import { MIGRATION_LOCK_KEY } from './db/migrate';
import { openTestDatabase } from '../test/database';

// Issue 35: readiness for a load balancer, and a drain on SIGTERM that lets requests in flight finish.
const t = useTestApp();

/** A promise and the function that settles it. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

const statusOf = async (url: string) => (await fetch(url)).status;

describe('GET /api/ready', () => {
  it('is 200 while the app serves and 503 UNAVAILABLE once it drains; /api/health stays 200', async () => {
    const answer = await t.call(ready);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ status: 'ready', database: t.database.kind });
    t.app.readiness.set('draining');
    const draining = await t.call(ready);
    expect(draining.status).toBe(503);
    expect(draining.body).toMatchObject({ code: 'UNAVAILABLE', errordesc: expect.stringContaining('shutting down') });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('a listening server', () => {
  it('answers 503 while starting, serves once built, and on shutdown says 503, finishes the request in flight, then closes', async () => {
    const { database, drop } = await openTestDatabase();
    const built = gate();
    const arrived = gate();
    const release = gate();
    const listening = gate<string>();
    const config = { ...t.config, PORT: 0, HOST: '127.0.0.1', SHUTDOWN_DELAY_MS: 300, SHUTDOWN_GRACE_MS: 10_000 };
    const starting = serve({
      config,
      onListening: listening.open,
      build: async (readiness) => {
        await built.promise;
        const app = await buildApp({ config, database, readiness, logger: false });
        app.get('/test/slow', async () => {
          arrived.open();
          await release.promise;
          return { finished: true };
        });
        return app;
      },
    });
    try {
      const url = await listening.promise;
      // Listening, not built: everything says "not yet", with the reason.
      const early = await fetch(`${url}/api/ready`);
      expect(early.status).toBe(503);
      expect(await early.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', errordesc: expect.stringContaining('starting') });
      expect(early.headers.get('retry-after')).toBe('5');
      expect(await statusOf(`${url}/api/health`)).toBe(503);

      built.open();
      const served = await starting;
      expect(await statusOf(`${url}/api/ready`)).toBe(200);

      const slow = fetch(`${url}/test/slow`);
      await arrived.promise;
      let shutDown = false;
      const shutdown = served.shutdown().then(() => (shutDown = true));
      // During SHUTDOWN_DELAY_MS new requests are still answered, the readiness check with 503.
      expect(await statusOf(`${url}/api/ready`)).toBe(503);
      expect(await statusOf(`${url}/api/health`)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 600));
      // Past the delay: no new connection is taken, but the request in flight is not cut and shutdown waits for it.
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
      expect(shutDown).toBe(false);
      release.open();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ finished: true });
      await shutdown;
      expect(shutDown).toBe(true);
    } finally {
      built.open();
      release.open();
      await database.close();
      await drop();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('a server whose migrations wait for another process', () => {
  it('answers 503 while it waits for the migration lock, and serves once it is free', async () => {
    const name = `dukani_ready_${crypto.randomBytes(5).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const holder = new pg.Client({ connectionString: databaseUrlOf(name) });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const listening = gate<string>();
    const config = { ...t.config, DATABASE_URL: databaseUrlOf(name), PORT: 0, HOST: '127.0.0.1' };
    let phases: string[] = [];
    const starting = serve({
      config,
      onListening: listening.open,
      build: (readiness) => {
        readiness.onChange((phase) => (phases = [...phases, phase]));
        return buildApp({ config, readiness, logger: false });
      },
    });
    try {
      const url = await listening.promise;
      for (let tries = 0; !phases.includes('migrating') && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(phases).toEqual(['migrating']);
      expect(await statusOf(`${url}/api/ready`)).toBe(503);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      const served = await starting;
      expect(await statusOf(`${url}/api/ready`)).toBe(200);
      expect(phases).toEqual(['migrating', 'serving']);
      await served.shutdown();
    } finally {
      await holder.end();
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });
});
