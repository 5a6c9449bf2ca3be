import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { afterSale } from '@/api/pos/post-sale';
import { usePendingSales } from './pending-sales-store';
import { sendPendingSale } from './send-pending-sales';

export const RESEND_EVERY_MS = 15_000;

/**
 * While the till is open, queued sales of this cashier are sent one by one: at once, when the browser says
 * the line is back, and every 15 s. Returns "send now" for the cashier's own button.
 */
export function useSendPendingSales(userId: number | null) {
  const { t } = useTranslation('pos');
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const sendAll = useCallback(async () => {
    if (busy.current || userId === null) return;
    busy.current = true;
    try {
      const mine = usePendingSales.getState().sales.filter((sale) => sale.userId === userId && sale.error === null);
      for (const sale of mine) {
        const outcome = await sendPendingSale(sale);
        if (outcome.kind === 'kept') break;
        if (outcome.kind === 'sent') toast.success(t('pending.sent', { receiptNo: outcome.transaction.receiptNo }));
        if (outcome.kind === 'refused') toast.error(t('pending.refused', { error: outcome.error }));
        void afterSale(queryClient);
      }
    } finally {
      busy.current = false;
    }
  }, [queryClient, t, userId]);

  const waiting = usePendingSales((s) => s.sales.some((sale) => sale.userId === userId && sale.error === null));
  useEffect(() => {
    if (!waiting) return;
    void sendAll();
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
