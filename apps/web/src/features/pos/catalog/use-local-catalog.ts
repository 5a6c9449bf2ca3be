import { useEffect, useMemo } from 'react';
import type { Category } from '@dukani/contracts';
import { fetchPosProducts, POS_PAGE_SIZE, usePosProducts, type PosFilters } from '@/api/pos/get-pos-products';
import { useCategories } from '@/api/categories/get-categories';
import { useSession } from '@/lib/session-store';
import { searchItems, type ItemPage } from './catalog-search';
import { openLocalCatalog, searchTextFor, syncLocalCatalog, useLocalCatalog } from './local-catalog';

/** How often an open till brings its copy up to date (prices and stock changed by other tills). */
export const CATALOG_SYNC_EVERY_MS = 3 * 60_000;

/** Opens the business's local catalog and keeps it synced: now, every few minutes, and when the line is back. */
export function useLocalCatalogSync(businessId: number) {
  useEffect(() => {
    if (!businessId) return;
    let stopped = false;
    const sync = () => {
      if (!stopped && navigator.onLine) void syncLocalCatalog(businessId);
    };
    void openLocalCatalog(businessId).then(sync);
    const timer = setInterval(sync, CATALOG_SYNC_EVERY_MS);
    window.addEventListener('online', sync);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', sync);
    };
  }, [businessId]);
}

/** How long the till's route waits for the device's copy before it renders without it (a slow IndexedDB). */
const OPEN_WAIT_MS = 400;

/**
 * The device's copy read while the till's route loads, before its first render (issue 33): the grid then paints
 * from it in that render, with no I40 asked and no second render once the copy is open. Never holds the till
 * longer than OPEN_WAIT_MS; the page's own open (useLocalCatalogSync) shares this read.
 */
export function openBeforeTill(): Promise<void> {
  const businessId = useSession.getState().businessId;
  if (!businessId) return Promise.resolve();
  return Promise.race([openLocalCatalog(businessId).catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, OPEN_WAIT_MS))]);
}

/** The copy is usable for this business: opened, and synced at least once on this device. */
export const useLocalReady = (businessId: number) => useLocalCatalog((s) => s.ready && s.businessId === businessId && s.lastSyncedAt !== null);

/** The grid's page: from the device's copy once it has one, from the server (I40) before the first sync. */
export function useTillItems(businessId: number, filters: PosFilters, page: number): { data: ItemPage | undefined; isFetching: boolean; isError: boolean } {
  const local = useLocalReady(businessId);
  const items = useLocalCatalog((s) => s.items);
  const remote = usePosProducts(businessId, filters, page, !local);
  const localPage = useMemo(() => (local ? searchItems(items, searchTextFor, filters, page, POS_PAGE_SIZE) : undefined), [local, items, filters, page]);
  return local ? { data: localPage, isFetching: false, isError: false } : remote;
}

/** The grid's first page for these filters now, wherever the grid reads it from (the device's copy or I40). */
export function findTillItems(businessId: number, filters: PosFilters): Promise<ItemPage> {
  const local = useLocalCatalog.getState();
  if (local.ready && local.businessId === businessId && local.lastSyncedAt !== null) {
    return Promise.resolve(searchItems(local.items, searchTextFor, filters, 1, POS_PAGE_SIZE));
  }
  return fetchPosProducts(businessId, filters, 1);
}

export function useTillCategories(businessId: number): Category[] | undefined {
  const local = useLocalReady(businessId);
  const categories = useLocalCatalog((s) => s.categories);
  const remote = useCategories(local ? null : businessId);
  return local ? categories : remote.data;
}
