import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outboxJobs } from '../db/schema';
import { useTestApp } from '../../test/helper';
import { defineJob } from './define-job';
import { enqueue, wakeQueuedJob } from './enqueue';
import { findOutboxStats } from './outbox-stats';

const t = useTestApp();
beforeEach(async () => {
  await t.database.db.delete(outboxJobs);
});

const job = defineJob({ kind: 'test.stats', title: 'Stats', payload: z.object({ n: z.number().int() }), handle: async () => undefined });
const ago = (seconds: number) => sql`now() - ${`${seconds} seconds`}::interval`;

describe('findOutboxStats (for /metrics)', () => {
  it('counts jobs by state and measures how long the oldest due job has waited', async () => {
    expect(await findOutboxStats(t.database.db)).toEqual({ byStatus: { Queued: 0, Running: 0, Dead: 0 }, oldestDueSeconds: 0 });
    const due = await enqueue(t.database.db, job, { n: 1 });
    await t.database.db
      .update(outboxJobs)
      .set({ nextAttemptAt: ago(90), createdOn: ago(120) })
      .where(eq(outboxJobs.id, due));
    // Not due yet: queued, but no lag.
    await enqueue(t.database.db, job, { n: 2 }, { runAt: new Date(Date.now() + 3_600_000) });
    const running = await enqueue(t.database.db, job, { n: 3 });
    await t.database.db.update(outboxJobs).set({ status: 'Running' }).where(eq(outboxJobs.id, running));
    const dead = await enqueue(t.database.db, job, { n: 4 });
    await t.database.db.update(outboxJobs).set({ status: 'Dead' }).where(eq(outboxJobs.id, dead));
    const done = await enqueue(t.database.db, job, { n: 5 });
    await t.database.db.update(outboxJobs).set({ status: 'Done' }).where(eq(outboxJobs.id, done));

    const stats = await findOutboxStats(t.database.db);
    expect(stats.byStatus).toEqual({ Queued: 2, Running: 1, Dead: 1 });
    expect(stats.oldestDueSeconds).toBeGreaterThanOrEqual(89);
    expect(stats.oldestDueSeconds).toBeLessThan(120);
  });

  it('a job woken to the front (due at the epoch) waits from when it was queued, not since 1970', async () => {
    await enqueue(t.database.db, job, { n: 7 }, { runAt: new Date(Date.now() + 60_000) });
    await t.database.db.update(outboxJobs).set({ createdOn: ago(30) });
    expect(await wakeQueuedJob(t.database.db, job.kind, { n: 7 }, 'first')).toBe(1);
    const stats = await findOutboxStats(t.database.db);
    expect(stats.oldestDueSeconds).toBeGreaterThanOrEqual(29);
    expect(stats.oldestDueSeconds).toBeLessThan(60);
  });
});
