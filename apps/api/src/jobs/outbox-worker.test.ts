import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { outboxJobs } from '../db/schema';
import { useTestApp } from '../../test/helper';
import { defineJob, type JobDefinition, type JobOutcome } from './define-job';
import { enqueue } from './enqueue';
import { drainOutboxOnce, MAX_JOB_ATTEMPTS, type OutboxWorkerSetup } from './outbox-worker';

const t = useTestApp();

/** Two kinds shaped like the sale and M-Pesa jobs, whose handlers each test chooses. */
type Handler = (payload: unknown) => Promise<JobOutcome>;
const noop: Handler = async () => undefined;
const saleJob = (handle = noop) => defineJob({ kind: 'test.sendSale', title: 'test', payload: z.object({ transactionId: z.number() }), handle });
const queryJob = (handle = noop) => defineJob({ kind: 'test.stkQuery', title: 'test', payload: z.object({ checkoutRequestId: z.string() }), handle });
const setupOf = (...jobs: JobDefinition[]): OutboxWorkerSetup => ({
  jobs,
  services: { sms: { send: async () => ({ messageId: 'x', status: 'x' }) }, mpesa: t.app.mpesa, etims: t.app.etims },
});

describe('drainOutboxOnce', () => {
  it('two drains at once run each job exactly once', async () => {
    const runs: unknown[] = [];
    const handlers = setupOf(
      saleJob(async (payload) => {
        runs.push(payload);
      }),
      queryJob(async () => undefined),
    );
    for (let i = 0; i < 30; i++) await enqueue(t.database.db, saleJob(), { transactionId: i });
    await Promise.all([drainOutboxOnce(t.database.db, handlers, { batchSize: 50 }), drainOutboxOnce(t.database.db, handlers, { batchSize: 50 })]);
    expect(runs).toHaveLength(30);
    expect(new Set(runs.map((p) => (p as { transactionId: number }).transactionId)).size).toBe(30);
  });

  it('a failing job is retried with backoff, then Dead; a handler may ask to run later', async () => {
    await t.database.db.delete(outboxJobs);
    await enqueue(t.database.db, queryJob(), { checkoutRequestId: 'x' });
    const failing = setupOf(
      saleJob(),
      queryJob(async () => {
        throw new Error('M-Pesa down');
      }),
    );
    let now = new Date(Date.now() + 1000);
    for (let i = 0; i < MAX_JOB_ATTEMPTS; i++) {
      await drainOutboxOnce(t.database.db, failing, { now });
      now = new Date(now.getTime() + 24 * 3_600_000);
    }
    const [job] = await t.database.db.select().from(outboxJobs);
    // The state that gave up was called 'Failed' before the one outbox; issue 10 names it Dead.
    expect(job).toMatchObject({ status: 'Dead', attempts: MAX_JOB_ATTEMPTS, lastError: 'M-Pesa down' });

    await enqueue(t.database.db, queryJob(), { checkoutRequestId: 'y' });
    const later = new Date(Date.now() + 60_000);
    const waiting = setupOf(
      saleJob(),
      queryJob(async () => ({ retryAt: later })),
    );
    const result = await drainOutboxOnce(t.database.db, waiting, { now: new Date(Date.now() + 1000) });
    expect(result.rescheduled).toBe(1);
    const [queued] = await t.database.db.select().from(outboxJobs).where(eq(outboxJobs.status, 'Queued'));
    expect(queued!.nextAttemptAt.getTime()).toBe(later.getTime());
    expect(queued!.attempts).toBe(0);
  });
});
