import { sendSale } from '@/api/pos/post-sale';
import type { QueuedSale } from '@/lib/offline/local-db';
import { classifySaleAnswer, type SaleAnswer } from './classify-answer';
import { markRefused, noteAttempt, removeQueuedSale } from './sale-queue';

/** Keys being sent right now: the checkout and the queue never send the same sale twice at once. */
const inFlight = new Map<string, Promise<SaleAnswer>>();

/**
 * The one sender: posts the queued body under its own key, classifies the answer and applies it to the queue
 * (recorded → removed; refused → kept with the sentence; retry → kept, attempt noted).
 */
export function sendQueuedSale(sale: QueuedSale): Promise<SaleAnswer> {
  const running = inFlight.get(sale.key);
  if (running) return running;
  const attempt = (async () => {
    const answer = await sendSale(sale.businessId, sale.payload, sale.key).then(
      (transaction) => classifySaleAnswer({ ok: true, transaction }),
      (error: unknown) => classifySaleAnswer({ ok: false, error }),
    );
    if (answer.kind === 'recorded') await removeQueuedSale(sale.key);
    else if (answer.kind === 'refused') await markRefused(sale.key, answer.message);
    else await noteAttempt(sale.key);
    return answer;
  })().finally(() => inFlight.delete(sale.key));
  inFlight.set(sale.key, attempt);
  return attempt;
}
