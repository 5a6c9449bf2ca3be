import type { DbOrTx } from '../db/client';
import { outboxJobs } from '../db/schema';

/** Jobs the outbox worker knows how to run; each kind has one handler (jobs/outbox-worker.ts). */
export type OutboxJobKind = 'etims.sendSale' | 'mpesa.stkQuery';

/**
 * Queue a side effect in the caller's transaction: it runs only if the transaction commits, and a
 * crash after the commit cannot lose it (DESIGN.md §3).
 */
export async function enqueueJob(tx: DbOrTx, kind: OutboxJobKind, payload: Record<string, unknown>, runAt?: Date): Promise<void> {
  await tx.insert(outboxJobs).values({ kind, payload, ...(runAt ? { nextAttemptAt: runAt } : {}) });
}
