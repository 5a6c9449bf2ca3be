import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wakeQueuedJob } from '../../jobs/enqueue';
import type { JobOutcome } from '../../jobs/define-job';
import { etimsDocuments } from './etims.schema';
import { wakeFailedSenders } from './probe-authority.job';
import { ETIMS_SEND_JOB_KIND } from './send-job-kinds';
import { SenderLease } from './sender-lease';
import { signOneDocument, type SignDocumentOptions } from './sign-one-document';

/**
 * How long one job keeps handing on to the next document of its device before it leaves the rest to their own
 * jobs: long enough to drain a backlog quickly, short enough not to hold up the worker's other jobs (SMS codes).
 */
const HAND_ON_BUDGET_MS = 5_000;

/**
 * The body of `etims.sendSale` and `etims.sendCreditNote`: one attempt at this job's document
 * (sign-one-document.ts), then, once it has left the device's queue, the next documents in turn — numbers go
 * out one at a time (§8), so after an outage the backlog drains at the authority's pace instead of waiting for
 * each job's next poll. When the time is up, or the next document cannot go yet, that document's own job is
 * brought forward to when it can, so the queue never depends on a poll that is minutes away. The whole run holds
 * the device's sender lease (sender-lease.ts): another process's job for a document of this device waits its turn.
 */
export async function signDocument(db: Db, options: SignDocumentOptions): Promise<JobOutcome> {
  const lease = new SenderLease(db, options.log);
  try {
    return await signDocuments(db, { ...options, lease });
  } finally {
    await lease.release();
  }
}

async function signDocuments(db: Db, o: SignDocumentOptions & { lease: SenderLease }): Promise<JobOutcome> {
  const first = await signOneDocument(db, o);
  if (!first.moved || first.device === null) return first.outcome;
  // The authority answers again: the other devices' queues need not wait for their next retry.
  if (first.isRecovery) await wakeFailedSenders(db, first.device.id);
  // The device row and the lease go from one document to the next: each bind renews the lease as it locks the row.
  let device = first.device;
  const handOnUntil = Date.now() + HAND_ON_BUDGET_MS;
  let previous = o.transactionId;
  for (;;) {
    const next = await findNextDocument(db, device.id);
    // The same document again means it could not leave the queue (its sale was changed meanwhile): its job has it.
    if (!next || next.transactionId === previous) return;
    const wake = (runAt: Date | 'first') => wakeQueuedJob(db, ETIMS_SEND_JOB_KIND[next.receiptType], { transactionId: next.transactionId }, runAt);
    if (Date.now() >= handOnUntil) {
      await wake('first');
      return;
    }
    const attempt = await signOneDocument(db, { ...o, transactionId: next.transactionId, handOn: { device } });
    if (!attempt.moved) {
      await wake(attempt.outcome?.retryAt ?? 'first');
      return;
    }
    device = attempt.device ?? device;
    previous = next.transactionId;
  }
}

/** The document that goes next on a device: the one holding a number (sent, answer unknown), else the oldest. */
async function findNextDocument(db: Db, deviceId: number) {
  const [row] = await db
    .select({ transactionId: etimsDocuments.transactionId, receiptType: etimsDocuments.receiptType })
    .from(etimsDocuments)
    .where(and(eq(etimsDocuments.deviceId, deviceId), eq(etimsDocuments.state, 'Waiting')))
    .orderBy(sql`${etimsDocuments.invoiceNo} is null`, asc(etimsDocuments.id))
    .limit(1);
  return row ?? null;
}
