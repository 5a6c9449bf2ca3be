import type { DbOrTx } from '../db/client';
import { enqueue } from '../jobs/enqueue';
import { smsMessages } from '../jobs/outbox.schema';
import { smsSendJob } from '../jobs/sms-send.job';

/**
 * Queue an SMS in the caller's transaction: the message log row and its `sms.send` job, so it goes out
 * only if the change commits and the outbox retries it until the provider takes it. Never put a code in a
 * log line. `businessId` lets the business's owner see the message if it cannot be sent.
 */
export async function queueSms(tx: DbOrTx, to: string, message: string, options: { businessId?: number } = {}): Promise<void> {
  const [row] = await tx.insert(smsMessages).values({ toPhone: to, message }).returning({ id: smsMessages.id });
  await enqueue(tx, smsSendJob, { smsMessageId: row!.id }, { businessId: options.businessId ?? null });
}
