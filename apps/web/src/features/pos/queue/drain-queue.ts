import type { QueuedSale } from '@/lib/offline/local-db';
import type { SaleAnswer } from './classify-answer';
import { reloadQueue } from './sale-queue';
import { sendQueuedSale } from './send-queued-sale';

let draining: Promise<number> | null = null;

/**
 * Sends this cashier's waiting sales oldest first, one at a time (the server sees them in the order they were
 * made). Stops at the first "retry": the line is still down, the rest would fail the same way. A second call
 * while one runs joins it. Returns how many were recorded.
 */
export function drainQueue(userId: number, onAnswer?: (sale: QueuedSale, answer: SaleAnswer) => void): Promise<number> {
  draining ??= (async () => {
    let recorded = 0;
    try {
      const waiting = (await reloadQueue()).filter((sale) => sale.userId === userId && sale.status === 'waiting');
      for (const sale of waiting) {
        const answer = await sendQueuedSale(sale);
        onAnswer?.(sale, answer);
        if (answer.kind === 'retry') break;
        if (answer.kind === 'recorded') recorded += 1;
      }
    } finally {
      draining = null;
    }
    return recorded;
  })();
  return draining;
}
