import type { SQL } from 'drizzle-orm';
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

/** The same outbox row as an INSERT, for a caller that writes in one statement (a sale); the payload is checked here too. */
export function enqueueInsert<J extends JobDefinition>(tx: DbOrTx, job: J, payload: JobPayload<J>, options: EnqueueOptions = {}): SQL {
  const checked: unknown = job.payload.parse(payload);
  return tx
    .insert(outboxJobs)
    .values({ kind: job.kind, payload: checked, businessId: options.businessId ?? null, ...(options.runAt ? { nextAttemptAt: options.runAt } : {}) })
    .getSQL();
}
