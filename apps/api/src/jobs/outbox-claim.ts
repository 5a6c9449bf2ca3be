import crypto from 'node:crypto';
import { and, asc, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { DEFAULT_MAX_ATTEMPTS, type JobDefinition, type JobLog } from './define-job';
import { outboxJobs } from './outbox.schema';

type JobRow = typeof outboxJobs.$inferSelect;

/** A job this worker holds: its row as claimed (the lease token is the claim's own), its kind and checked payload. */
export interface ClaimedJob {
  row: JobRow & { leaseToken: string };
  definition: JobDefinition;
  payload: unknown;
}

/** A job to run; one that went Dead on the claim (`job` set when its payload was valid, for its dead hook); or nothing due. */
export type Claim = { kind: 'run'; job: ClaimedJob } | { kind: 'dead'; job: ClaimedJob | null } | null;

export interface ClaimSettings {
  byKind: ReadonlyMap<string, JobDefinition>;
  /** "Due" by this time: the database clock (SQL) unless a test fixes it. */
  dueBy: Date | SQL;
  leasedUntil: Date | SQL;
  now: Date;
  log: JobLog;
}

export const maxAttemptsOf = (definition: JobDefinition) => definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'payload'} ${issue.message}`).join('; ');
}

/**
 * Claim the next due job, alone, in a short transaction (FOR UPDATE SKIP LOCKED, then Running under a lease token of
 * its own): a job is held only from the moment it is about to run, so nothing sits claimed behind a slow job, and
 * its lease is renewed by its runner alone (outbox-worker.ts). A Running job whose lease ran out lost its worker
 * (renewals stop only when the process does): that run failed, and after its kind's attempts the job is Dead.
 * Only kinds this process knows are claimed, so an older process in a rolling deploy leaves new kinds alone.
 */
export async function claimNextJob(db: Db, s: ClaimSettings): Promise<Claim> {
  return db.transaction(async (tx): Promise<Claim> => {
    const [row] = await tx
      .select()
      .from(outboxJobs)
      .where(
        and(
          inArray(outboxJobs.kind, [...s.byKind.keys()]),
          or(
            and(eq(outboxJobs.status, 'Queued'), lte(outboxJobs.nextAttemptAt, s.dueBy)),
            and(eq(outboxJobs.status, 'Running'), lte(outboxJobs.leasedUntil, s.dueBy)),
          ),
        ),
      )
      .orderBy(asc(outboxJobs.nextAttemptAt), asc(outboxJobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const definition = s.byKind.get(row.kind)!;
    const parsed = definition.payload.safeParse(row.payload);
    if (!parsed.success) {
      const lastError = `The job's data is not valid for ${row.kind}: ${describeIssues(parsed.error)}`.slice(0, 500);
      await tx.update(outboxJobs).set({ status: 'Dead', lastError, deadAt: s.now, leasedUntil: null, leaseToken: null }).where(eq(outboxJobs.id, row.id));
      s.log.error({ jobId: row.id, kind: row.kind, lastError }, 'outbox: a job with an invalid payload is dead');
      return { kind: 'dead', job: null };
    }
    const leaseToken = crypto.randomUUID();
    const lease = { status: 'Running' as const, leasedUntil: s.leasedUntil, leaseToken };
    let { attempts, lastError } = row;
    if (row.status === 'Running') {
      // Its last worker held the lease and stopped renewing it without finishing: that run failed.
      attempts += 1;
      lastError = 'The worker stopped before this job finished';
      if (attempts >= maxAttemptsOf(definition)) {
        await tx
          .update(outboxJobs)
          .set({ status: 'Dead', attempts, lastError, deadAt: s.now, leasedUntil: null, leaseToken: null })
          .where(eq(outboxJobs.id, row.id));
        return { kind: 'dead', job: { row: { ...row, attempts, lastError, leaseToken }, definition, payload: parsed.data } };
      }
    }
    await tx
      .update(outboxJobs)
      .set({ ...lease, attempts, lastError })
      .where(eq(outboxJobs.id, row.id));
    return { kind: 'run', job: { row: { ...row, attempts, lastError, leaseToken }, definition, payload: parsed.data } };
  });
}

/** Renew a claim's lease; false when it is no longer ours (it ran out and another worker took the job). */
export async function renewLease(db: Db, job: ClaimedJob, leasedUntil: Date | SQL): Promise<boolean> {
  const rows = await db
    .update(outboxJobs)
    .set({ leasedUntil })
    .where(and(eq(outboxJobs.id, job.row.id), eq(outboxJobs.leaseToken, job.row.leaseToken), eq(outboxJobs.status, 'Running')))
    .returning({ id: outboxJobs.id });
  return rows.length > 0;
}

/**
 * A claimed job that was never started goes back to Queued as it was (the attempt is not counted, its due time
 * kept), for another process to take at once: the worker was asked to stop between the claim and the run.
 */
export async function giveBackJob(db: Db, job: ClaimedJob): Promise<void> {
  await db
    .update(outboxJobs)
    .set({ status: 'Queued', leasedUntil: null, leaseToken: null })
    .where(and(eq(outboxJobs.id, job.row.id), eq(outboxJobs.leaseToken, job.row.leaseToken)));
}
