import crypto from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { retryDelayMs, withJitter } from './backoff';
import { DEFAULT_MAX_ATTEMPTS, PermanentJobError, type JobDefinition, type JobLog, type JobServices } from './define-job';
import { outboxJobs } from './outbox.schema';
import { startPollingLoop } from './polling-loop';

/** The default attempts of a kind, kept under its old name for the tests written against it. */
export const MAX_JOB_ATTEMPTS = DEFAULT_MAX_ATTEMPTS;
const BATCH_SIZE = 20;
const MAX_BATCHES_PER_TICK = 10;
/** How long a claimed job is hidden from other workers; a batch of slow SMS sends (15 s each) fits in it. */
export const LEASE_MS = 10 * 60_000;

/** What a worker runs: the registry's definitions and the outside clients their handlers use. */
export interface OutboxWorkerSetup {
  jobs: readonly JobDefinition[];
  services: JobServices;
  log?: JobLog;
}

export interface DrainOptions {
  /** A fixed clock (tests); without it "due" and every new due time are judged by the database clock. */
  now?: Date;
  batchSize?: number;
  leaseMs?: number;
  /** Source of the backoff jitter, 0 ≤ x < 1. */
  random?: () => number;
}

export interface OutboxDrainResult {
  done: number;
  rescheduled: number;
  retried: number;
  dead: number;
}

type JobRow = typeof outboxJobs.$inferSelect;
interface ClaimedJob {
  row: JobRow;
  definition: JobDefinition;
  payload: unknown;
}

const silentLog: JobLog = { info() {}, warn() {}, error() {} };
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);
const maxAttemptsOf = (definition: JobDefinition) => definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;

/**
 * Run every due job once. Jobs are claimed in a short transaction (FOR UPDATE SKIP LOCKED, then status
 * Running with a lease), so several api processes share one table and no job runs twice at once; the
 * handlers run after it, outside any transaction of ours: they open their own, which on the
 * single-connection embedded database could not wait for the claim. A worker that dies mid-job only delays
 * it until the lease runs out; that counts as a failed attempt, so a job that kills its worker ends Dead.
 * Only kinds this process knows are claimed, so an older process in a rolling deploy leaves new kinds alone.
 */
export async function drainOutboxOnce(db: Db, setup: OutboxWorkerSetup, options: DrainOptions = {}): Promise<OutboxDrainResult> {
  const result: OutboxDrainResult = { done: 0, rescheduled: 0, retried: 0, dead: 0 };
  const log = setup.log ?? silentLog;
  const byKind = new Map(setup.jobs.map((definition) => [definition.kind, definition]));
  if (byKind.size === 0) return result;
  // Rows are stamped by the database clock (default now(), in microseconds): without a fixed time, "due" is
  // judged in SQL by that clock, or a job queued this very millisecond, or on a skewed host, looks not due.
  const dueBy = options.now ?? sql`now()`;
  const later = (ms: number): Date | SQL => (options.now ? new Date(options.now.getTime() + ms) : sql`now() + ${`${ms} milliseconds`}::interval`);
  const now = options.now ?? new Date();
  const leaseToken = crypto.randomUUID();
  const diedOnClaim: ClaimedJob[] = [];

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxJobs)
      .where(
        and(
          inArray(outboxJobs.kind, [...byKind.keys()]),
          or(
            and(eq(outboxJobs.status, 'Queued'), lte(outboxJobs.nextAttemptAt, dueBy)),
            and(eq(outboxJobs.status, 'Running'), lte(outboxJobs.leasedUntil, dueBy)),
          ),
        ),
      )
      .orderBy(asc(outboxJobs.nextAttemptAt), asc(outboxJobs.id))
      .limit(options.batchSize ?? BATCH_SIZE)
      .for('update', { skipLocked: true });
    const runnable: ClaimedJob[] = [];
    const lease = { status: 'Running' as const, leasedUntil: later(options.leaseMs ?? LEASE_MS), leaseToken };
    for (const row of due) {
      const definition = byKind.get(row.kind)!;
      const parsed = definition.payload.safeParse(row.payload);
      if (!parsed.success) {
        const lastError = `The job's data is not valid for ${row.kind}: ${describeIssues(parsed.error)}`.slice(0, 500);
        await tx.update(outboxJobs).set({ status: 'Dead', lastError, deadAt: now, leasedUntil: null, leaseToken: null }).where(eq(outboxJobs.id, row.id));
        log.error({ jobId: row.id, kind: row.kind, lastError }, 'outbox: a job with an invalid payload is dead');
        result.dead += 1;
        continue;
      }
      const job = { row, definition, payload: parsed.data };
      if (row.status === 'Running') {
        // Its last worker held the lease and never finished: that run failed.
        const attempts = row.attempts + 1;
        const lastError = 'The worker stopped before this job finished';
        const giveUp = attempts >= maxAttemptsOf(definition);
        const changes = giveUp
          ? { status: 'Dead' as const, attempts, lastError, deadAt: now, leasedUntil: null, leaseToken: null }
          : { ...lease, attempts, lastError };
        await tx.update(outboxJobs).set(changes).where(eq(outboxJobs.id, row.id));
        const updated = { ...job, row: { ...row, attempts, lastError } };
        if (giveUp) diedOnClaim.push(updated);
        else runnable.push(updated);
        continue;
      }
      runnable.push(job);
    }
    const fresh = runnable.filter((job) => job.row.status === 'Queued').map((job) => job.row.id);
    if (fresh.length > 0) await tx.update(outboxJobs).set(lease).where(inArray(outboxJobs.id, fresh));
    return runnable;
  });

  for (const job of diedOnClaim) {
    result.dead += 1;
    await announceDeath(db, setup, job, job.row.lastError ?? '', now, log);
  }
  for (const job of claimed) {
    const { row, definition } = job;
    const finish = async (changes: PgUpdateSetSource<typeof outboxJobs>) => {
      const updated = await db
        .update(outboxJobs)
        .set({ ...changes, leasedUntil: null, leaseToken: null })
        .where(and(eq(outboxJobs.id, row.id), eq(outboxJobs.leaseToken, leaseToken)))
        .returning({ id: outboxJobs.id });
      // Our lease ran out and another worker took the job over: its outcome is the one that counts.
      if (updated.length === 0) log.warn({ jobId: row.id, kind: row.kind }, 'outbox: a job outlived its lease');
    };
    try {
      const outcome = await definition.handle(job.payload, { db, now, log, services: setup.services, attempt: row.attempts + 1 });
      if (outcome?.retryAt) {
        await finish({ status: 'Queued', nextAttemptAt: outcome.retryAt });
        result.rescheduled += 1;
      } else {
        await finish({ status: 'Done', doneAt: now, lastError: null });
        result.done += 1;
      }
    } catch (err) {
      const attempts = row.attempts + 1;
      const lastError = errorText(err);
      if (err instanceof PermanentJobError || attempts >= maxAttemptsOf(definition)) {
        await finish({ status: 'Dead', attempts, lastError, deadAt: now });
        result.dead += 1;
        await announceDeath(db, setup, job, lastError, now, log);
      } else {
        const delay = withJitter((definition.backoff ?? retryDelayMs)(attempts), options.random ?? Math.random);
        await finish({ status: 'Queued', attempts, lastError, nextAttemptAt: later(delay) });
        result.retried += 1;
      }
    }
  }
  return result;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'payload'} ${issue.message}`).join('; ');
}

async function announceDeath(db: Db, setup: OutboxWorkerSetup, job: ClaimedJob, lastError: string, now: Date, log: JobLog): Promise<void> {
  log.warn({ jobId: job.row.id, kind: job.row.kind, lastError }, 'outbox: a job is dead');
  try {
    await job.definition.onDead?.(job.payload, { db, now, log, services: setup.services, lastError });
  } catch (err) {
    log.error({ err, jobId: job.row.id }, 'outbox: the dead-job hook failed');
  }
}

/** Poll the outbox every second until the app closes; onClose waits for a drain in flight. */
export function startOutboxWorker(app: FastifyInstance, setup: OutboxWorkerSetup, intervalMs = 1_000): void {
  const withLog = { ...setup, log: setup.log ?? app.log };
  startPollingLoop(
    app,
    async () => {
      // A full batch means more are due: take the next at once (a few batches at most, so closing never waits
      // long) instead of after the pause, or a backlog grows faster than one batch a second can clear.
      for (let batch = 0; batch < MAX_BATCHES_PER_TICK; batch++) {
        const r = await drainOutboxOnce(app.db, withLog);
        if (r.dead > 0 || r.retried > 0) app.log.warn(r, 'outbox: some jobs failed');
        if (r.done + r.rescheduled + r.retried + r.dead < BATCH_SIZE) break;
      }
    },
    {
      intervalMs,
      // Log the error, never a payload: an SMS job's message may carry a one-time code.
      failureMessage: 'outbox drain failed',
    },
  );
}
