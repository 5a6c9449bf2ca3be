import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onLogout } from '@/lib/session';
import { CATALOG_SYNC_EVERY_MS } from '../catalog/use-local-catalog';
import { loadTillSnapshot, refreshTillSnapshot, watchTillSnapshot, clearTillSnapshots } from './till-snapshot';

/**
 * Keeps the till's snapshot (customers, payment methods, receipt and register settings, the open register
 * session) on the device while the till is open: put back into the cache on open, written as answers arrive,
 * asked for again on open, with the catalog sync every few minutes and when the line is back.
 */
export function useTillSnapshot(businessId: number, userId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!businessId || userId === null) return;
    let stopped = false;
    const stopWatching = watchTillSnapshot(queryClient, businessId, userId);
    const refresh = () => {
      if (!stopped && navigator.onLine) void refreshTillSnapshot(queryClient, businessId, userId);
    };
    void loadTillSnapshot(queryClient, businessId, userId)
      .catch(() => 0)
      .then(refresh);
    const timer = setInterval(refresh, CATALOG_SYNC_EVERY_MS);
    window.addEventListener('online', refresh);
    return () => {
      stopped = true;
      stopWatching();
      clearInterval(timer);
      window.removeEventListener('online', refresh);
    };
  }, [queryClient, businessId, userId]);
}

onLogout(() => void clearTillSnapshots().catch(() => undefined));
