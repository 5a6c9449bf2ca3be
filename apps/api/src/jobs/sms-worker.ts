import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SmsSendError, type SmsSender } from '@dukani/sms';
import type { Db } from '../db/client';
import { startPollingLoop } from './polling-loop';
import { smsMessages } from '../db/schema';

export const MAX_SMS_ATTEMPTS = 8;
const BASE_DELAY_MS = 5_000;
const BATCH_SIZE = 20;

/** 5 s, 10 s, 20 s … doubling after each failed attempt. */
export const retryDelayMs = (attempts: number) => BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1);

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Hand every due Queued message to the provider once. The rows stay locked (FOR UPDATE SKIP LOCKED)
 * while they are sent, so several api processes can drain one table without sending a message twice.
 */
export async function drainSmsOnce(db: Db, sender: SmsSender, options: { now?: Date; batchSize?: number } = {}): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  await db.transaction(async (tx) => {
    // Rows are stamped by the database clock (default now(), in microseconds): "due" is judged in SQL
    // by that clock, or a message queued this very millisecond, or on a skewed host, looks not yet due.
    const now = options.now;
    const dueBy = now ?? sql`now()`;
    const retryAt = (delayMs: number) => (now ? new Date(now.getTime() + delayMs) : sql`now() + ${`${delayMs} milliseconds`}::interval`);
    const due = await tx
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.status, 'Queued'), lte(smsMessages.nextAttemptAt, dueBy)))
      .orderBy(asc(smsMessages.nextAttemptAt), asc(smsMessages.id))
      .limit(options.batchSize ?? BATCH_SIZE)
      .for('update', { skipLocked: true });
    for (const row of due) {
      const attempts = row.attempts + 1;
      try {
        const sent = await sender.send({ to: row.toPhone, message: row.message });
        await tx
          .update(smsMessages)
          .set({ status: 'Sent', attempts, providerMessageId: sent.messageId, sentAt: new Date(), lastError: null })
          .where(eq(smsMessages.id, row.id));
        result.sent += 1;
      } catch (err) {
        // Anything that is not a classified provider answer (a bug, a crash) is treated as transient.
        const permanent = err instanceof SmsSendError && err.permanent;
        const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        const giveUp = permanent || attempts >= MAX_SMS_ATTEMPTS;
        await tx
          .update(smsMessages)
          .set(giveUp ? { status: 'Failed', attempts, lastError } : { attempts, lastError, nextAttemptAt: retryAt(retryDelayMs(attempts)) })
          .where(eq(smsMessages.id, row.id));
        if (giveUp) result.failed += 1;
        else result.retried += 1;
      }
    }
  });
  return result;
}

/** Poll the outbox every second until the app closes; onClose waits for a drain in flight. */
export function startSmsWorker(app: FastifyInstance, sender: SmsSender, intervalMs = 1_000): void {
  startPollingLoop(app, async () => {
    const r = await drainSmsOnce(app.db, sender);
    if (r.failed > 0 || r.retried > 0) app.log.warn(r, 'sms outbox: some messages were not sent');
  }, {
    intervalMs,
    // Log the error, never the message: it may carry a one-time code.
    failureMessage: 'sms outbox drain failed',
  });
}
