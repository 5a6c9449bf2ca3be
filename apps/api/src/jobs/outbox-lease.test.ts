import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { z } from 'zod';
import type { SmsMessage, SmsSender } from '@dukani/sms';
import { outboxJobs, smsMessages } from '../db/schema';
import { useTestApp } from '../../test/helper';
import { queueSms } from '../lib/sms-queue';
import { defineJob, type JobDefinition, type JobOutcome } from './define-job';
import { enqueue } from './enqueue';
import { drainOutboxOnce, startOutboxWorker, type OutboxWorkerSetup } from './outbox-worker';
import { smsSendJob } from './sms-send.job';

const t = useTestApp();
beforeEach(async () => {
  await t.database.db.delete(outboxJobs);
  await t.database.db.delete(smsMessages);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const setupOf = (...jobs: JobDefinition[]): OutboxWorkerSetup => ({
  jobs,
  services: { sms: { send: async () => ({ messageId: 'x', status: 'x' }) }, mpesa: t.app.mpesa, etims: t.app.etims },
});
const slowJob = (handle: (payload: { n: number }) => Promise<JobOutcome>) =>
  defineJob({ kind: 'test.slow', title: 'Slow', payload: z.object({ n: z.number().int() }), maxAttempts: 1, handle });
const statuses = async () => (await t.database.db.select({ status: outboxJobs.status }).from(outboxJobs)).map((row) => row.status);
/** Leases of a fifth of a second, renewed every 40 ms: the old ten-minute lease shrunk to test time. */
const short = { leaseMs: 200, heartbeatMs: 40 };

describe('outbox leases across processes (issue 35)', () => {
  it('a job that outlives its lease is renewed while it runs: another process never takes it, nor marks it Dead', async () => {
    let runs = 0;
    const slow = slowJob(async () => {
      runs += 1;
      await sleep(900);
    });
    const id = await enqueue(t.database.db, slow, { n: 1 });
    const owner = drainOutboxOnce(t.database.db, setupOf(slow), short);
    const seen = new Set<string>();
    // Another process polls all the while its lease would long have run out.
    for (let i = 0; i < 20; i++) {
      await sleep(50);
      await drainOutboxOnce(t.database.db, setupOf(slow), short);
      for (const status of await statuses()) seen.add(status);
    }
    expect(await owner).toMatchObject({ done: 1, dead: 0 });
    expect(runs).toBe(1);
    expect(seen.has('Dead')).toBe(false);
    const [row] = await t.database.db.select().from(outboxJobs).where(eq(outboxJobs.id, id));
    expect(row).toMatchObject({ status: 'Done', attempts: 0, leaseToken: null });
  });

  it('a job claimed while the worker is asked to stop goes back Queued, its attempt not counted', async () => {
    let runs = 0;
    const job = slowJob(async () => {
      runs += 1;
    });
    const id = await enqueue(t.database.db, job, { n: 1 });
    let asked = 0;
    // Not stopping when the claim starts, stopping by the time it is made.
    const result = await drainOutboxOnce(t.database.db, setupOf(job), { shouldStop: () => asked++ > 0 });
    expect(result).toMatchObject({ done: 0, givenBack: 1 });
    expect(runs).toBe(0);
    const [row] = await t.database.db.select().from(outboxJobs).where(eq(outboxJobs.id, id));
    expect(row).toMatchObject({ status: 'Queued', attempts: 0, leaseToken: null, leasedUntil: null });
  });

  it('stop() (SIGTERM): no more claims, the running job finishes, nothing is left Running, the rest wait Queued', async () => {
    const started: number[] = [];
    const job = slowJob(async ({ n }) => {
      started.push(n);
      await sleep(150);
    });
    for (let n = 0; n < 6; n++) await enqueue(t.database.db, job, { n });
    const app = Fastify({ logger: false });
    app.decorate('db', t.database.db);
    const worker = startOutboxWorker(app, setupOf(job), 10);
    await app.ready();
    while (started.length === 0) await sleep(5);
    await worker.stop();
    expect(started).toHaveLength(1);
    const rows = await t.database.db.select().from(outboxJobs);
    expect(rows.filter((row) => row.status === 'Running')).toEqual([]);
    expect(rows.filter((row) => row.status === 'Done')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'Queued' && row.attempts === 0)).toHaveLength(5);
    await app.close();
    // Nothing was claimed after stop.
    await sleep(50);
    expect(started).toHaveLength(1);
  });

  it('a sign-in code is sent once though its send outlives the lease and two processes poll', async () => {
    const sent: SmsMessage[] = [];
    const slowSender: SmsSender = {
      async send(message) {
        sent.push(message);
        await sleep(600);
        return { messageId: `m-${sent.length}`, status: 'Success' };
      },
    };
    await queueSms(t.database.db, '+254712345678', 'Your Dukani code is 123456.');
    const setup: OutboxWorkerSetup = { jobs: [smsSendJob], services: { sms: slowSender, mpesa: t.app.mpesa, etims: t.app.etims } };
    const poll = async () => {
      for (let i = 0; i < 12; i++) {
        await drainOutboxOnce(t.database.db, setup, short);
        await sleep(60);
      }
    };
    await Promise.all([poll(), poll()]);
    expect(sent).toHaveLength(1);
    const [message] = await t.database.db.select().from(smsMessages);
    expect(message).toMatchObject({ status: 'Sent', attempts: 1 });
  });
});
