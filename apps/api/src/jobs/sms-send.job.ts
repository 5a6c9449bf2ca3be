import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { SmsSendError } from '@dukani/sms';
import { defineJob, PermanentJobError } from './define-job';
import { smsMessages } from './outbox.schema';

export const MAX_SMS_ATTEMPTS = 8;

/**
 * `sms.send`: hands one sms_messages row to the provider and records the outcome on it. The job carries
 * only the row's id, so the text (often a one-time code) never shows in a job list or a log. The jobs folder
 * owns this kind because it owns the message log; modules queue SMS through lib/sms-queue.ts.
 */
export const smsSendJob = defineJob({
  kind: 'sms.send',
  title: 'Send an SMS',
  payload: z.object({ smsMessageId: z.number().int().positive() }),
  maxAttempts: MAX_SMS_ATTEMPTS,
  async handle({ smsMessageId }, { db, services }) {
    const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, smsMessageId));
    if (!row) throw new PermanentJobError(`SMS ${smsMessageId} does not exist`);
    // A run whose worker died after the provider took the message: sending again would duplicate it.
    if (row.status === 'Sent') return;
    const attempts = row.attempts + 1;
    try {
      const sent = await services.sms.send({ to: row.toPhone, message: row.message });
      await db
        .update(smsMessages)
        .set({ status: 'Sent', attempts, providerMessageId: sent.messageId, sentAt: new Date(), lastError: null })
        .where(eq(smsMessages.id, row.id));
    } catch (err) {
      // Anything that is not a classified provider answer (a bug, a crash) is treated as transient.
      const permanent = err instanceof SmsSendError && err.permanent;
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await db
        .update(smsMessages)
        .set({ attempts, lastError, ...(permanent ? { status: 'Failed' as const } : {}) })
        .where(eq(smsMessages.id, row.id));
      throw permanent ? new PermanentJobError(lastError) : err;
    }
  },
  async onDead({ smsMessageId }, { db, lastError }) {
    await db
      .update(smsMessages)
      .set({ status: 'Failed', lastError })
      .where(and(eq(smsMessages.id, smsMessageId), ne(smsMessages.status, 'Sent')));
  },
});
