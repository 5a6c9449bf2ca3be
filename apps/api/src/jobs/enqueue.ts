import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { JobDefinition, JobPayload } from './define-job';
import { outboxJobs } from './outbox.schema';

export interface EnqueueOptions {
  /** The business the job works for: its owner sees it in the failed-jobs list. */
  businessId?: number | null;
  /** Not before this time; default now. */
  runAt?: Date;
}

/**
 * Queue a job in the caller's transaction: it runs only if the transaction commits, and a crash after the
 * commit cannot lose it (DESIGN.md §3). The payload is checked here, so a wrong one fails the caller, not
 * the worker later. Returns the job's id.
 */
export async function enqueue<J extends JobDefinition>(tx: DbOrTx, job: J, payload: JobPayload<J>, options: EnqueueOptions = {}): Promise<number> {
  const checked: unknown = job.payload.parse(payload);
  const [row] = await tx
    .insert(outboxJobs)
    .values({ kind: job.kind, payload: checked, businessId: options.businessId ?? null, ...(options.runAt ? { nextAttemptAt: options.runAt } : {}) })
    .returning({ id: outboxJobs.id });
  return row!.id;
}

/** Many jobs of one kind in one INSERT, with enqueue's guarantees (a bulk import's per-product jobs). */
export async function enqueueMany<J extends JobDefinition>(tx: DbOrTx, job: J, payloads: JobPayload<J>[], options: EnqueueOptions = {}): Promise<void> {
  if (payloads.length === 0) return;
  await tx.insert(outboxJobs).values(
    payloads.map((payload) => ({
      kind: job.kind,
      payload: job.payload.parse(payload) as unknown,
      businessId: options.businessId ?? null,
      ...(options.runAt ? { nextAttemptAt: options.runAt } : {}),
    })),
  );
}

/**
 * Bring a queued job of this kind and payload forward (never later than it already was): for work that waits its
 * turn behind other work and is told when its turn has come, instead of polling for it often. `'first'` puts it
 * before every job that is due (its due time becomes the epoch), so a backlog of other due jobs cannot hold up the
 * one that lets the rest move. A job that is running or finished is left alone. Returns how many jobs moved.
 */
export async function wakeQueuedJob(tx: DbOrTx, kind: string, payload: Record<string, unknown>, runAt: Date | 'first'): Promise<number> {
  const at = runAt === 'first' ? sql`to_timestamp(0)` : sql`${runAt.toISOString()}::timestamptz`;
  const moved = await tx
    .update(outboxJobs)
    .set({ nextAttemptAt: sql`least(${outboxJobs.nextAttemptAt}, ${at})` })
    .where(and(eq(outboxJobs.kind, kind), eq(outboxJobs.status, 'Queued'), sql`${outboxJobs.payload} = ${JSON.stringify(payload)}::jsonb`))
    .returning({ id: outboxJobs.id });
  return moved.length;
}

/** wakeQueuedJob for many payloads of one kind in one statement. */
export async function wakeQueuedJobs(tx: DbOrTx, kind: string, payloads: readonly Record<string, unknown>[], runAt: Date | 'first'): Promise<number> {
  if (payloads.length === 0) return 0;
  const at = runAt === 'first' ? sql`to_timestamp(0)` : sql`${runAt.toISOString()}::timestamptz`;
  const wanted = sql.join(
    payloads.map((payload) => sql`${JSON.stringify(payload)}::jsonb`),
    sql`, `,
  );
  const moved = await tx
    .update(outboxJobs)
    .set({ nextAttemptAt: sql`least(${outboxJobs.nextAttemptAt}, ${at})` })
    .where(and(eq(outboxJobs.kind, kind), eq(outboxJobs.status, 'Queued'), sql`${outboxJobs.payload} in (${wanted})`))
    .returning({ id: outboxJobs.id });
  return moved.length;
}

/** The same outbox row as an INSERT, for a caller that writes in one statement (a sale); the payload is checked here too. */
export function enqueueInsert<J extends JobDefinition>(tx: DbOrTx, job: J, payload: JobPayload<J>, options: EnqueueOptions = {}): SQL {
  const checked: unknown = job.payload.parse(payload);
  return tx
    .insert(outboxJobs)
    .values({ kind: job.kind, payload: checked, businessId: options.businessId ?? null, ...(options.runAt ? { nextAttemptAt: options.runAt } : {}) })
    .getSQL();
}

/**
 * Whether a job of this kind and payload has yet to finish: `Queued` or `Running` (it will run), `Dead` (it gave up,
 * and waits for a person to retry it), or null when every such job is done or there is none. For work that depends on
 * another job's effect: it waits for a job that is still to run instead of concluding the effect will never come.
 */
export async function findUnfinishedJob(tx: DbOrTx, kind: string, payload: Record<string, unknown>): Promise<'Queued' | 'Running' | 'Dead' | null> {
  const rows = await tx
    .select({ status: outboxJobs.status })
    .from(outboxJobs)
    // By status first: the unfinished jobs are few, the done ones are kept for 30 days (outbox_jobs_due_idx).
    .where(
      and(inArray(outboxJobs.status, ['Queued', 'Running', 'Dead']), eq(outboxJobs.kind, kind), sql`${outboxJobs.payload} = ${JSON.stringify(payload)}::jsonb`),
    );
  const statuses = rows.map((row) => row.status);
  // One that will still run wins over one that gave up (a new job can be queued beside a dead one).
  return statuses.find((status) => status === 'Queued' || status === 'Running') ?? (statuses.includes('Dead') ? 'Dead' : null);
}
