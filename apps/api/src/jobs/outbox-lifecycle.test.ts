import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { outboxJobs } from '../db/schema';
import { useTestApp } from '../../test/helper';
import { defineJob, PermanentJobError, type JobDefinition, type JobOutcome } from './define-job';
import { enqueue } from './enqueue';
import { drainOutboxOnce, type OutboxWorkerSetup } from './outbox-worker';
import { DONE_JOBS_KEPT_MS, purgeDoneJobs, requeueJob } from './outbox.queries';

const t = useTestApp();
beforeEach(async () => {
  await t.database.db.delete(outboxJobs);
});

const noop = async (): Promise<JobOutcome> => undefined;
const countJob = (handle: (payload: { n: number }) => Promise<JobOutcome> = noop, extra: Partial<JobDefinition> = {}) =>
  defineJob({ kind: 'test.count', title: 'Count', payload: z.object({ n: z.number().int() }), maxAttempts: 3, handle, ...extra });
const setupOf = (...jobs: JobDefinition[]): OutboxWorkerSetup => ({
  jobs,
  services: { sms: { send: async () => ({ messageId: 'x', status: 'x' }) }, mpesa: t.app.mpesa, etims: t.app.etims },
});
const jobRow = async (id: number) => (await t.database.db.select().from(outboxJobs).where(eq(outboxJobs.id, id)))[0]!;
const hour = (n: number) => new Date(Date.now() + n * 3_600_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the one outbox worker', () => {
  it('a kind goes Dead after its own number of attempts, keeping the last error; the dead hook runs once', async () => {
    const deaths: string[] = [];
    let runs = 0;
    const failing = countJob(
      async () => {
        runs += 1;
        throw new Error(`down ${runs}`);
      },
      {
        onDead: async (_payload, { lastError }) => {
          deaths.push(lastError);
        },
      },
    );
    const id = await enqueue(t.database.db, failing, { n: 1 }, { businessId: 7 });
    for (let i = 1; i <= 5; i++) await drainOutboxOnce(t.database.db, setupOf(failing), { now: hour(i) });
    expect(runs).toBe(3);
    expect(await jobRow(id)).toMatchObject({ status: 'Dead', attempts: 3, lastError: 'down 3', businessId: 7 });
    expect((await jobRow(id)).deadAt).toBeInstanceOf(Date);
    expect(deaths).toEqual(['down 3']);
  });

  it('backs off exponentially with jitter of at most a quarter', async () => {
    const failing = countJob(
      async () => {
        throw new Error('down');
      },
      { maxAttempts: 10 },
    );
    const id = await enqueue(t.database.db, failing, { n: 1 });
    let now = hour(1);
    const delays: number[] = [];
    for (let i = 0; i < 3; i++) {
      await drainOutboxOnce(t.database.db, setupOf(failing), { now, random: () => 0.999 });
      const row = await jobRow(id);
      delays.push(row.nextAttemptAt.getTime() - now.getTime());
      now = row.nextAttemptAt;
    }
    expect(delays.map((ms) => Math.round(ms / 100) / 10)).toEqual([6.2, 12.5, 25]);
  });

  it('a permanent failure is Dead at once', async () => {
    const refused = countJob(async () => {
      throw new PermanentJobError('number refused');
    });
    const id = await enqueue(t.database.db, refused, { n: 1 });
    expect(await drainOutboxOnce(t.database.db, setupOf(refused), { now: hour(1) })).toMatchObject({ dead: 1, retried: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'Dead', attempts: 1, lastError: 'number refused' });
  });

  it('a retried dead job is Queued with attempts reset, and runs', async () => {
    let fail = true;
    const flaky = countJob(async () => {
      if (fail) throw new Error('down');
    });
    const id = await enqueue(t.database.db, flaky, { n: 1 });
    for (let i = 1; i <= 3; i++) await drainOutboxOnce(t.database.db, setupOf(flaky), { now: hour(i) });
    expect((await jobRow(id)).status).toBe('Dead');
    expect((await drainOutboxOnce(t.database.db, setupOf(flaky), { now: hour(9) })).done).toBe(0);

    await requeueJob(t.database.db, id);
    expect(await jobRow(id)).toMatchObject({ status: 'Queued', attempts: 0, deadAt: null });
    fail = false;
    expect((await drainOutboxOnce(t.database.db, setupOf(flaky), { now: hour(10) })).done).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'Done', lastError: null });
  });

  it('an invalid payload goes Dead without running, and the rest of the batch still runs', async () => {
    const seen: number[] = [];
    const job = countJob(async ({ n }) => {
      seen.push(n);
    });
    await expect(enqueue(t.database.db, job, { n: 'one' } as unknown as { n: number })).rejects.toThrow();
    const [bad] = await t.database.db
      .insert(outboxJobs)
      .values({ kind: 'test.count', payload: { n: 'one' } })
      .returning();
    await enqueue(t.database.db, job, { n: 2 });
    const result = await drainOutboxOnce(t.database.db, setupOf(job), { now: hour(1) });
    expect(result).toMatchObject({ done: 1, dead: 1 });
    expect(seen).toEqual([2]);
    const dead = await jobRow(bad!.id);
    expect(dead.status).toBe('Dead');
    expect(dead.lastError).toMatch(/not valid for test\.count: n /);
  });

  it('leaves kinds it does not know for a process that does', async () => {
    const [other] = await t.database.db.insert(outboxJobs).values({ kind: 'test.newer', payload: {} }).returning();
    expect(await drainOutboxOnce(t.database.db, setupOf(countJob()), { now: hour(1) })).toEqual({ done: 0, rescheduled: 0, retried: 0, dead: 0, givenBack: 0 });
    expect((await jobRow(other!.id)).status).toBe('Queued');
  });

  it('a job whose worker stopped is claimed again once its lease runs out, and the late worker cannot overwrite it', async () => {
    let release = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: string[] = [];
    const first = countJob(async () => {
      runs.push('first');
      await stuck;
      throw new Error('late failure');
    });
    const second = countJob(async () => {
      runs.push('second');
    });
    const id = await enqueue(t.database.db, first, { n: 1 });
    const start = hour(1);
    const firstDrain = drainOutboxOnce(t.database.db, setupOf(first), { now: start, leaseMs: 60_000 });
    while (runs.length === 0) await sleep(5);
    expect(await jobRow(id)).toMatchObject({ status: 'Running' });

    // Still leased: nobody else takes it.
    expect((await drainOutboxOnce(t.database.db, setupOf(second), { now: new Date(start.getTime() + 59_000) })).done).toBe(0);
    // Lease over: the next worker runs it, and that stopped run counts as a failed attempt.
    expect((await drainOutboxOnce(t.database.db, setupOf(second), { now: new Date(start.getTime() + 61_000) })).done).toBe(1);
    expect(runs).toEqual(['first', 'second']);
    expect(await jobRow(id)).toMatchObject({ status: 'Done', attempts: 1 });

    release();
    await firstDrain;
    expect(await jobRow(id)).toMatchObject({ status: 'Done', attempts: 1 });
  });

  it('a job that keeps killing its worker ends Dead', async () => {
    const id = await enqueue(t.database.db, countJob(), { n: 1 });
    await t.database.db
      .update(outboxJobs)
      .set({ status: 'Running', attempts: 2, leasedUntil: hour(-1), leaseToken: 'gone' })
      .where(eq(outboxJobs.id, id));
    const result = await drainOutboxOnce(
      t.database.db,
      setupOf(
        countJob(async () => {
          throw new Error('never runs');
        }),
      ),
      { now: hour(1) },
    );
    expect(result).toMatchObject({ dead: 1, retried: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'Dead', attempts: 3, lastError: 'The worker stopped before this job finished' });
  });

  it('three workers draining side by side never run one job twice', async () => {
    const runs = new Map<number, number>();
    const slow = countJob(async ({ n }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await sleep(5);
    });
    for (let n = 0; n < 24; n++) await enqueue(t.database.db, slow, { n });
    const worker = async () => {
      for (let i = 0; i < 10; i++) await drainOutboxOnce(t.database.db, setupOf(slow), { batchSize: 3 });
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(runs.size).toBe(24);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const statuses = await t.database.db.select({ status: outboxJobs.status }).from(outboxJobs);
    expect(statuses.every((row) => row.status === 'Done')).toBe(true);
  });

  it('housekeeping removes done jobs after 30 days and keeps failures', async () => {
    const oldDone = await enqueue(t.database.db, countJob(), { n: 1 });
    const recentDone = await enqueue(t.database.db, countJob(), { n: 2 });
    const oldDead = await enqueue(t.database.db, countJob(), { n: 3 });
    const longAgo = new Date(Date.now() - DONE_JOBS_KEPT_MS - 60_000);
    await t.database.db.update(outboxJobs).set({ status: 'Done', doneAt: longAgo }).where(eq(outboxJobs.id, oldDone));
    await t.database.db.update(outboxJobs).set({ status: 'Done', doneAt: new Date() }).where(eq(outboxJobs.id, recentDone));
    await t.database.db.update(outboxJobs).set({ status: 'Dead', deadAt: longAgo, doneAt: longAgo }).where(eq(outboxJobs.id, oldDead));
    expect(await purgeDoneJobs(t.database.db)).toBe(1);
    const left = await t.database.db.select({ id: outboxJobs.id }).from(outboxJobs);
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([recentDone, oldDead]);
  });
});
