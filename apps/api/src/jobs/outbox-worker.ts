import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { outboxJobs } from '../db/schema';
import type { OutboxJobKind } from './outbox';
import { startPollingLoop } from './polling-loop';

export const MAX_JOB_ATTEMPTS = 10;
const BASE_DELAY_MS = 5_000;
const BATCH_SIZE = 20;

/** A handler may ask to run again later (a status still unknown) without that counting as a failure. */
export type JobHandler = (payload: unknown, now: Date) => Promise<{ retryAt: Date } | undefined | void>;
export type JobHandlers = Record<OutboxJobKind, JobHandler>;

export interface OutboxDrainResult {
  done: number;
  rescheduled: number;
  retried: number;
  failed: number;
}

/** 5 s, 10 s, 20 s … doubling after each failed attempt. */
export const jobRetryDelayMs = (attempts: number) => BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1);

/** How long a claimed job is hidden from other workers while its handler runs. */
const LEASE_MS = 5 * 60_000;

/**
 * Run every due Queued job once. Jobs are claimed in a short transaction (FOR UPDATE SKIP LOCKED, then a
 * lease that pushes their due time out), so several api processes share one table, no job runs twice at
 * once, and the handlers run outside it: they open their own transactions, which on the single-connection
 * embedded database could not wait for ours. A crash mid-job only delays it until the lease ends.
 */
export async function drainOutboxOnce(db: Db, handlers: JobHandlers, options: { now?: Date; batchSize?: number } = {}): Promise<OutboxDrainResult> {
  const result: OutboxDrainResult = { done: 0, rescheduled: 0, retried: 0, failed: 0 };
  const now = options.now ?? new Date();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxJobs)
      .where(and(eq(outboxJobs.status, 'Queued'), lte(outboxJobs.nextAttemptAt, options.now ?? sql`now()`)))
      .orderBy(asc(outboxJobs.nextAttemptAt), asc(outboxJobs.id))
      .limit(options.batchSize ?? BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx.update(outboxJobs).set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) }).where(inArray(outboxJobs.id, due.map((job) => job.id)));
    }
    return due;
  });
  for (const job of claimed) {
    const handler = handlers[job.kind as OutboxJobKind];
    try {
      if (!handler) throw new Error(`No handler for outbox job kind ${job.kind}`);
      const outcome = await handler(job.payload, now);
      if (outcome?.retryAt) {
        await db.update(outboxJobs).set({ nextAttemptAt: outcome.retryAt }).where(eq(outboxJobs.id, job.id));
        result.rescheduled += 1;
      } else {
        await db.update(outboxJobs).set({ status: 'Done', doneAt: now, lastError: null }).where(eq(outboxJobs.id, job.id));
        result.done += 1;
      }
    } catch (err) {
      const attempts = job.attempts + 1;
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const giveUp = attempts >= MAX_JOB_ATTEMPTS;
      await db
        .update(outboxJobs)
        .set(giveUp ? { status: 'Failed', attempts, lastError } : { attempts, lastError, nextAttemptAt: new Date(now.getTime() + jobRetryDelayMs(attempts)) })
        .where(eq(outboxJobs.id, job.id));
      if (giveUp) result.failed += 1;
      else result.retried += 1;
    }
  }
  return result;
}

/** Poll the outbox every second until the app closes; onClose waits for a drain in flight. */
export function startOutboxWorker(app: FastifyInstance, handlers: JobHandlers, intervalMs = 1_000): void {
  startPollingLoop(app, async () => {
    const r = await drainOutboxOnce(app.db, handlers);
    if (r.failed > 0 || r.retried > 0) app.log.warn(r, 'outbox: some jobs failed');
  }, { intervalMs, failureMessage: 'outbox drain failed' });
}
