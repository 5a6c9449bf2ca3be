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
