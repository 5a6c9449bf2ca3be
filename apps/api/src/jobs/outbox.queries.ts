import { and, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FailedJob } from '@dukani/contracts';
import type { DbOrTx } from '../db/client';
import { DEFAULT_MAX_ATTEMPTS } from './define-job';
import { outboxJobs } from './outbox.schema';
import { findJobDefinition } from './registry';

type JobRow = typeof outboxJobs.$inferSelect;

/** Failing: waiting to try again after a failure. Dead: gave up. Both are what a person may need to act on. */
export const isFailing = or(eq(outboxJobs.status, 'Dead'), and(eq(outboxJobs.status, 'Queued'), gt(outboxJobs.attempts, 0)))!;

export async function selectFailingJobs(tx: DbOrTx, where?: SQL, limit = 200): Promise<JobRow[]> {
  return tx
    .select()
    .from(outboxJobs)
    .where(where ? and(isFailing, where) : isFailing)
    .orderBy(desc(outboxJobs.id))
    .limit(limit);
}

export async function lockJob(tx: DbOrTx, id: number): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(outboxJobs).where(eq(outboxJobs.id, id)).for('update');
  return row;
}

/** Back to Queued, due now, with its attempts reset; the last error stays as history until the next run. */
const requeued = () => ({ status: 'Queued' as const, attempts: 0, nextAttemptAt: sql`now()`, deadAt: null, leasedUntil: null, leaseToken: null });

export async function requeueJob(tx: DbOrTx, id: number): Promise<JobRow> {
  const [row] = await tx.update(outboxJobs).set(requeued()).where(eq(outboxJobs.id, id)).returning();
  return row!;
}

/** Every Dead job of every tenant, at once (the operator's `npm run outbox -- retry-dead`). */
export async function requeueDeadJobs(tx: DbOrTx): Promise<number> {
  const rows = await tx.update(outboxJobs).set(requeued()).where(eq(outboxJobs.status, 'Dead')).returning({ id: outboxJobs.id });
  return rows.length;
}

export const canRetry = (row: JobRow) => row.status === 'Dead' || (row.status === 'Queued' && row.attempts > 0);

export function toFailedJob(row: JobRow): FailedJob {
  const definition = findJobDefinition(row.kind);
  return {
    id: row.id,
    kind: row.kind,
    title: definition?.title ?? row.kind,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: definition?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    lastError: row.lastError,
    createdOn: row.createdOn.toISOString(),
    nextAttemptAt: row.status === 'Queued' ? row.nextAttemptAt.toISOString() : null,
    deadAt: row.deadAt?.toISOString() ?? null,
  };
}

/** Done jobs are kept a while for tracing a sale or a payment, then removed (housekeeping); failures stay. */
export const DONE_JOBS_KEPT_MS = 30 * 24 * 3_600_000;

export async function purgeDoneJobs(tx: DbOrTx, now = new Date()): Promise<number> {
  const rows = await tx
    .delete(outboxJobs)
    .where(and(eq(outboxJobs.status, 'Done'), lt(outboxJobs.doneAt, new Date(now.getTime() - DONE_JOBS_KEPT_MS))))
    .returning({ id: outboxJobs.id });
  return rows.length;
}
