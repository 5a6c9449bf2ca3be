import type { DbOrTx } from '../db/client';
import { smsMessages } from '../db/schema';

/**
 * Queue an SMS in the caller's transaction: it goes out only if the change commits, and the
 * outbox worker retries it until the provider takes it. Never put a code in a log line.
 */
export async function queueSms(tx: DbOrTx, to: string, message: string): Promise<void> {
  await tx.insert(smsMessages).values({ toPhone: to, message });
}
