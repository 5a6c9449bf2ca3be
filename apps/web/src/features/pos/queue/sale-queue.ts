import { create } from 'zustand';
import type { PendingSaleV1 } from './legacy-pending';
import { localDb, type QueuedSale } from '@/lib/offline/local-db';
import { readJson, STORAGE_KEYS } from '@/lib/storage';

/**
 * The durable sale queue (IndexedDB `sales`). Every sale is written here before it is sent and leaves only
 * when the server has it; logout does not touch it (money the shop has taken). This store mirrors it for the
 * screen: the count on the till and the list of waiting and refused sales.
 */
interface SaleQueueState {
  sales: QueuedSale[];
  loaded: boolean;
}
export const useSaleQueue = create<SaleQueueState>(() => ({ sales: [], loaded: false }));

/** Counts changes mirrored into the store: a full read that overlapped one is read again, not published stale. */
let changes = 0;

export async function reloadQueue(): Promise<QueuedSale[]> {
  const db = await localDb();
  for (;;) {
    const before = changes;
    const sales = (await db.getAll('sales')).sort((a, b) => a.savedAt.localeCompare(b.savedAt));
    if (before !== changes) continue;
    useSaleQueue.setState({ sales, loaded: true });
    return sales;
  }
}

/** Writes the sale unless its key is already queued (a retry of the same checkout keeps the first body). */
export async function enqueueSale(sale: Omit<QueuedSale, 'status' | 'error' | 'attempts' | 'lastTriedAt'>): Promise<QueuedSale> {
  const db = await localDb();
  const tx = db.transaction('sales', 'readwrite');
  const existing = await tx.store.get(sale.key);
  const stored = existing ?? { ...sale, status: 'waiting' as const, error: null, attempts: 0, lastTriedAt: null };
  if (!existing) await tx.store.put(stored);
  await tx.done;
  if (!existing) mirror((sales) => [...sales, stored]);
  return stored;
}

/**
 * Applies a change already written to IndexedDB to the screen's copy, instead of reading the whole store again:
 * with a thousand sales waiting, re-reading it after each one sent made sending them quadratic (bench:offline).
 */
function mirror(change: (sales: QueuedSale[]) => QueuedSale[]) {
  changes += 1;
  const state = useSaleQueue.getState();
  if (state.loaded) useSaleQueue.setState({ sales: change(state.sales) });
  else void reloadQueue();
}

export async function getQueuedSale(key: string): Promise<QueuedSale | undefined> {
  return (await localDb()).get('sales', key);
}

export async function removeQueuedSale(key: string): Promise<void> {
  await (await localDb()).delete('sales', key);
  mirror((sales) => sales.filter((sale) => sale.key !== key));
}

async function update(key: string, change: (sale: QueuedSale) => QueuedSale): Promise<void> {
  const db = await localDb();
  const tx = db.transaction('sales', 'readwrite');
  const sale = await tx.store.get(key);
  const next = sale ? change(sale) : null;
  if (next) await tx.store.put(next);
  await tx.done;
  if (next) mirror((sales) => sales.map((s) => (s.key === key ? next : s)));
}

export const noteAttempt = (key: string) => update(key, (s) => ({ ...s, attempts: s.attempts + 1, lastTriedAt: new Date().toISOString() }));
export const markRefused = (key: string, error: string) => update(key, (s) => ({ ...s, status: 'refused', error }));

const PREFIX_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The device number of a sale: a prefix drawn once per device, then a sequence for a sale made with no line, so the
 * papers a customer takes home offline count 000001, 000002 … (kept in IndexedDB and advanced in one transaction:
 * two sales never share a number, even across reloads). A sale made online gets the server's receipt number; it
 * still carries a device number (in case its answer never comes and the customer leaves with the provisional
 * paper), taken from its own id so it does not use up the offline sequence.
 */
export async function nextDeviceReceiptNo(sale: { isOffline: boolean; clientSaleId: string }): Promise<string> {
  const db = await localDb();
  const tx = db.transaction('meta', 'readwrite');
  let prefix = (await tx.store.get('devicePrefix')) as string | undefined;
  if (!prefix) {
    const random = crypto.getRandomValues(new Uint8Array(4));
    prefix = Array.from(random, (n) => PREFIX_CHARS[n % PREFIX_CHARS.length]).join('');
    await tx.store.put(prefix, 'devicePrefix');
  }
  if (!sale.isOffline) {
    await tx.done;
    return `${prefix}-${sale.clientSaleId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  }
  const sequence = (((await tx.store.get('receiptSequence')) as number | undefined) ?? 0) + 1;
  await tx.store.put(sequence, 'receiptSequence');
  await tx.done;
  return `${prefix}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Before this queue, unsent sales were kept in localStorage (`heldTransactions`). On first open they are moved
 * here with their key and body untouched, then the old key is removed; moving twice is harmless (same keys).
 */
export async function migrateLegacyQueue(): Promise<number> {
  const legacy = readJson<PendingSaleV1[]>(STORAGE_KEYS.heldTransactions);
  if (!Array.isArray(legacy) || legacy.length === 0) return 0;
  let moved = 0;
  for (const old of legacy) {
    if (typeof old?.key !== 'string' || !old.payload) continue;
    await enqueueSale({
      key: old.key,
      userId: old.userId,
      businessId: old.businessId,
      payload: old.payload,
      amount: old.amount,
      deviceReceiptNo: old.payload.deviceReceiptNo ?? '',
      savedAt: old.savedAt,
    });
    if (old.error) await markRefused(old.key, old.error);
    moved += 1;
  }
  localStorage.removeItem(STORAGE_KEYS.heldTransactions);
  return moved;
}
