import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { JobStatus } from './outbox.schema';
import { outboxJobs } from './outbox.schema';

/** The states an operator watches; Done rows are history (kept 30 days) and are not counted on every scrape. */
export type WatchedJobStatus = Exclude<JobStatus, 'Done'>;

export interface OutboxStats {
  /** Jobs now in each state. */
  byStatus: Record<WatchedJobStatus, number>;
  /** How long the longest-waiting due Queued job has been due, in seconds (0 when none is due): the worker's lag. */
  oldestDueSeconds: number;
}

/**
 * The outbox's figures for /metrics: counts by state (over outbox_jobs_due_idx, status first) and the lag of the
 * queue. A job brought forward by `wakeQueuedJob('first')` is due at the epoch: its wait counts from when it was
 * queued instead.
 */
export async function findOutboxStats(db: DbOrTx): Promise<OutboxStats> {
  const watched: WatchedJobStatus[] = ['Queued', 'Running', 'Dead'];
  const counts = await db
    .select({ status: outboxJobs.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(outboxJobs)
    .where(inArray(outboxJobs.status, watched))
    .groupBy(outboxJobs.status);
  const byStatus: Record<WatchedJobStatus, number> = { Queued: 0, Running: 0, Dead: 0 };
  for (const row of counts) byStatus[row.status as WatchedJobStatus] = row.count;
  const [lag] = await db
    .select({
      seconds: sql<number>`coalesce(extract(epoch from now() - min(greatest(${outboxJobs.nextAttemptAt}, ${outboxJobs.createdOn}))), 0)`.mapWith(Number),
    })
    .from(outboxJobs)
    .where(and(eq(outboxJobs.status, 'Queued'), lte(outboxJobs.nextAttemptAt, sql`now()`)));
  return { byStatus, oldestDueSeconds: Math.max(0, lag?.seconds ?? 0) };
}
