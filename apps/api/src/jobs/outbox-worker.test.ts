import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxJobs } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/helper';
import { enqueueJob } from './outbox';
import { drainOutboxOnce, MAX_JOB_ATTEMPTS, type JobHandlers } from './outbox-worker';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(() => t.close());

describe('drainOutboxOnce', () => {
  it('two drains at once run each job exactly once', async () => {
    const runs: unknown[] = [];
    const handlers: JobHandlers = { 'etims.sendSale': async (payload) => { runs.push(payload); }, 'mpesa.stkQuery': async () => undefined };
    for (let i = 0; i < 30; i++) await enqueueJob(t.database.db, 'etims.sendSale', { transactionId: i });
    await Promise.all([drainOutboxOnce(t.database.db, handlers, { batchSize: 50 }), drainOutboxOnce(t.database.db, handlers, { batchSize: 50 })]);
    expect(runs).toHaveLength(30);
    expect(new Set(runs.map((p) => (p as { transactionId: number }).transactionId)).size).toBe(30);
  });

  it('a failing job is retried with backoff, then Failed; a handler may ask to run later', async () => {
    await t.database.db.delete(outboxJobs);
    await enqueueJob(t.database.db, 'mpesa.stkQuery', { checkoutRequestId: 'x' });
    const failing: JobHandlers = { 'etims.sendSale': async () => undefined, 'mpesa.stkQuery': async () => { throw new Error('M-Pesa down'); } };
    let now = new Date(Date.now() + 1000);
    for (let i = 0; i < MAX_JOB_ATTEMPTS; i++) {
      await drainOutboxOnce(t.database.db, failing, { now });
      now = new Date(now.getTime() + 24 * 3_600_000);
    }
    const [job] = await t.database.db.select().from(outboxJobs);
    expect(job).toMatchObject({ status: 'Failed', attempts: MAX_JOB_ATTEMPTS, lastError: 'M-Pesa down' });

    await enqueueJob(t.database.db, 'mpesa.stkQuery', { checkoutRequestId: 'y' });
    const later = new Date(Date.now() + 60_000);
    const waiting: JobHandlers = { 'etims.sendSale': async () => undefined, 'mpesa.stkQuery': async () => ({ retryAt: later }) };
    const result = await drainOutboxOnce(t.database.db, waiting, { now: new Date(Date.now() + 1000) });
    expect(result.rescheduled).toBe(1);
    const [queued] = await t.database.db.select().from(outboxJobs).where(eq(outboxJobs.status, 'Queued'));
    expect(queued!.nextAttemptAt.getTime()).toBe(later.getTime());
    expect(queued!.attempts).toBe(0);
  });
});
