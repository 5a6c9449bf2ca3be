import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { startHeartbeat } from '../lib/lease-heartbeat';
import { retryDelayMs, withJitter } from './backoff';
import { DEFAULT_MAX_ATTEMPTS, PermanentJobError, type JobLog, type JobDefinition, type JobServices } from './define-job';
import { claimNextJob, giveBackJob, maxAttemptsOf, renewLease, type ClaimedJob } from './outbox-claim';
import { outboxJobs } from './outbox.schema';
import { startPollingLoop } from './polling-loop';

/** The default attempts of a kind, kept under its old name for the tests written against it. */
export const MAX_JOB_ATTEMPTS = DEFAULT_MAX_ATTEMPTS;
const BATCH_SIZE = 20;
const MAX_BATCHES_PER_TICK = 10;
/**
 * How long a claimed job is hidden from other workers without a renewal. Its runner renews it every HEARTBEAT_MS
 * for as long as the handler runs, however long that is; so the lease only has to outlast a missed renewal or
 * two, and a job whose process died is free again within a minute.
 */
export const LEASE_MS = 60_000;
export const HEARTBEAT_MS = 15_000;

/** What a worker runs: the registry's definitions and the outside clients their handlers use. */
export interface OutboxWorkerSetup {
  jobs: readonly JobDefinition[];
  services: JobServices;
  log?: JobLog;
}

export interface DrainOptions {
  /** A fixed clock (tests); without it "due" and every new due time are judged by the database clock. */
  now?: Date;
  /** Jobs run at most in this drain. */
  batchSize?: number;
  leaseMs?: number;
  heartbeatMs?: number;
  /** Source of the backoff jitter, 0 ≤ x < 1. */
  random?: () => number;
  /** Asked before each claim and again after it: true stops the drain, and a job claimed meanwhile is given back. */
  shouldStop?: () => boolean;
}

export interface OutboxDrainResult {
  done: number;
  rescheduled: number;
  retried: number;
  dead: number;
  /** Claimed, then given back unstarted because the worker was stopping. */
  givenBack: number;
}

const silentLog: JobLog = { info() {}, warn() {}, error() {} };
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Run due jobs, one claim at a time, until none is due or `batchSize` ran. Each job is claimed alone just before it
 * runs (outbox-claim.ts) and its lease is renewed while its handler runs, so several api processes share one
 * table, no job runs twice at once however long it takes, and no job waits claimed behind another. The handlers
 * run outside any transaction of ours: they open their own, which on the single-connection embedded database
 * could not wait for the claim.
 */
export async function drainOutboxOnce(db: Db, setup: OutboxWorkerSetup, options: DrainOptions = {}): Promise<OutboxDrainResult> {
  const result: OutboxDrainResult = { done: 0, rescheduled: 0, retried: 0, dead: 0, givenBack: 0 };
  const log = setup.log ?? silentLog;
  const byKind = new Map(setup.jobs.map((definition) => [definition.kind, definition]));
  if (byKind.size === 0) return result;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  // Rows are stamped by the database clock (default now(), in microseconds): without a fixed time, "due" is
  // judged in SQL by that clock, or a job queued this very millisecond, or on a skewed host, looks not due.
  const started = Date.now();
  const later = (ms: number): Date | SQL => (options.now ? new Date(options.now.getTime() + ms) : sql`now() + ${`${ms} milliseconds`}::interval`);
  // A fixed clock moves on with real time from the drain's start for renewals, so each lease ends later than the last.
  const renewedLease = (): Date | SQL => (options.now ? new Date(options.now.getTime() + (Date.now() - started) + leaseMs) : later(leaseMs));
  const batchSize = options.batchSize ?? BATCH_SIZE;
  for (let ran = 0; ran < batchSize; ran++) {
    if (options.shouldStop?.()) break;
    const now = options.now ?? new Date();
    const claim = await claimNextJob(db, { byKind, dueBy: options.now ?? sql`now()`, leasedUntil: later(leaseMs), now, log });
    if (!claim) break;
    if (claim.kind === 'dead') {
      result.dead += 1;
      if (claim.job) await announceDeath(db, setup, claim.job, claim.job.row.lastError ?? '', now, log);
      continue;
    }
    if (options.shouldStop?.()) {
      await giveBackJob(db, claim.job);
      result.givenBack += 1;
      break;
    }
    const heartbeat = startHeartbeat(() => renewLease(db, claim.job, renewedLease()), options.heartbeatMs ?? HEARTBEAT_MS, log, {
      jobId: claim.job.row.id,
      kind: claim.job.row.kind,
    });
    const outcome = await runClaimedJob(db, setup, claim.job, now, log, options.random).finally(() => heartbeat.stop());
    await finishJob(db, claim.job, outcome.changes(later), log);
    result[outcome.counted] += 1;
    if (outcome.counted === 'dead') await announceDeath(db, setup, claim.job, outcome.lastError, now, log);
  }
  return result;
}

interface RunOutcome {
  counted: 'done' | 'rescheduled' | 'retried' | 'dead';
  lastError: string;
  changes(later: (ms: number) => Date | SQL): PgUpdateSetSource<typeof outboxJobs>;
}

async function runClaimedJob(db: Db, setup: OutboxWorkerSetup, job: ClaimedJob, now: Date, log: JobLog, random = Math.random): Promise<RunOutcome> {
  const { row, definition } = job;
  try {
    const outcome = await definition.handle(job.payload, { db, now, log, services: setup.services, attempt: row.attempts + 1 });
    if (outcome?.retryAt) {
      const retryAt = outcome.retryAt;
      return { counted: 'rescheduled', lastError: '', changes: () => ({ status: 'Queued', nextAttemptAt: retryAt }) };
    }
    return { counted: 'done', lastError: '', changes: () => ({ status: 'Done', doneAt: now, lastError: null }) };
  } catch (err) {
    const attempts = row.attempts + 1;
    const lastError = errorText(err);
    if (err instanceof PermanentJobError || attempts >= maxAttemptsOf(definition)) {
      return { counted: 'dead', lastError, changes: () => ({ status: 'Dead', attempts, lastError, deadAt: now }) };
    }
    const delay = withJitter((definition.backoff ?? retryDelayMs)(attempts), random);
    return { counted: 'retried', lastError, changes: (later) => ({ status: 'Queued', attempts, lastError, nextAttemptAt: later(delay) }) };
  }
}

/** Write a run's outcome, only under the claim's own lease token: a run that lost its lease does not overwrite the next. */
async function finishJob(db: Db, job: ClaimedJob, changes: PgUpdateSetSource<typeof outboxJobs>, log: JobLog): Promise<void> {
  const updated = await db
    .update(outboxJobs)
    .set({ ...changes, leasedUntil: null, leaseToken: null })
    .where(and(eq(outboxJobs.id, job.row.id), eq(outboxJobs.leaseToken, job.row.leaseToken)))
    .returning({ id: outboxJobs.id });
  if (updated.length === 0) log.warn({ jobId: job.row.id, kind: job.row.kind }, 'outbox: a job outlived its lease');
}

async function announceDeath(db: Db, setup: OutboxWorkerSetup, job: ClaimedJob, lastError: string, now: Date, log: JobLog): Promise<void> {
  log.warn({ jobId: job.row.id, kind: job.row.kind, lastError }, 'outbox: a job is dead');
  try {
    await job.definition.onDead?.(job.payload, { db, now, log, services: setup.services, lastError });
  } catch (err) {
    log.error({ err, jobId: job.row.id }, 'outbox: the dead-job hook failed');
  }
}

export interface OutboxWorker {
  /**
   * Stop claiming; let the job that is running finish (its lease is renewed until then); give back one claimed
   * meanwhile; resolve when nothing of this worker is Running any more. Called on SIGTERM and by the app's close.
   */
  stop(): Promise<void>;
}

/** Poll the outbox every second until stopped or the app closes. */
export function startOutboxWorker(app: FastifyInstance, setup: OutboxWorkerSetup, intervalMs = 1_000): OutboxWorker {
  const withLog = { ...setup, log: setup.log ?? app.log };
  let isStopping = false;
  const shouldStop = () => isStopping;
  const loop = startPollingLoop(
    app,
    async () => {
      // A full batch means more are due: take the next at once (a few batches at most) instead of after the
      // pause, or a backlog grows faster than one batch a second can clear.
      for (let batch = 0; batch < MAX_BATCHES_PER_TICK && !isStopping; batch++) {
        const r = await drainOutboxOnce(app.db, withLog, { shouldStop });
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
  return {
    async stop() {
      isStopping = true;
      await loop.stop();
    },
  };
}
