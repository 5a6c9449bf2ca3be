import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { afterSale } from '@/api/pos/post-sale';
import type { QueuedSale } from '@/lib/offline/local-db';
import type { SaleAnswer } from './classify-answer';
import { drainQueue } from './drain-queue';
import { syncLocalCatalog, useLocalCatalog } from '../catalog/local-catalog';
import { migrateLegacyQueue, reloadQueue, useSaleQueue } from './sale-queue';
import { answerBackgroundSync } from '@/lib/offline/background-sync';

export const RESEND_EVERY_MS = 15_000;

/**
 * Keeps the queue moving while the app is open: at once (the app was just opened, maybe after the browser was
 * closed for days), when the browser says the line is back, and every 15 s. Returns "send now".
 */
export function useQueueSender(userId: number | null) {
  const { t } = useTranslation('pos');
  const queryClient = useQueryClient();
  const sendAll = useCallback(async () => {
    if (userId === null) return;
    const onAnswer = (_sale: QueuedSale, answer: SaleAnswer) => {
      if (answer.kind === 'refused') toast.error(t('pending.refused', { error: answer.message }));
    };
    const recorded = await drainQueue(userId, onAnswer);
    if (recorded > 0) {
      toast.success(t('pending.sentCount', { count: recorded }));
      void afterSale(queryClient);
      // The server's stock now counts these sales: the device's copy catches up (they left the queue).
      const open = useLocalCatalog.getState().businessId;
      if (open) void syncLocalCatalog(open);
    }
  }, [queryClient, t, userId]);

  useEffect(() => {
    void migrateLegacyQueue()
      .catch(() => 0)
      .then(() => reloadQueue())
      .then(() => sendAll());
  }, [sendAll]);

  // The service worker's Background Sync (the line is back, maybe with the tab in the background): send now and
  // tell it how many still wait.
  useEffect(
    () =>
      answerBackgroundSync(async () => {
        await sendAll();
        return useSaleQueue.getState().sales.filter((sale) => sale.userId === userId && sale.status === 'waiting').length;
      }),
    [sendAll, userId],
  );

  const waiting = useSaleQueue((s) => s.sales.some((sale) => sale.userId === userId && sale.status === 'waiting'));
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void sendAll(), RESEND_EVERY_MS);
    const online = () => void sendAll();
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [waiting, sendAll]);
  return sendAll;
}
