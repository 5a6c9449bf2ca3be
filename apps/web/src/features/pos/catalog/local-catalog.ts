import { create } from 'zustand';
import type { Category, PosItem, SaleItemInput } from '@dukani/contracts';
import { fetchCatalogChanges } from '@/api/sync/get-catalog-changes';
import { localDb, packKey, packSlotOf, packsOf, PRODUCT_PACKS, type LocalDoc, type LocalPack, type QueuedSale } from '@/lib/offline/local-db';
import { takeEarlyCatalog } from '@/lib/offline/early-catalog';
import { codesOf, compareItems, searchTextOf, type CodeHit } from './catalog-search';

/**
 * The till's catalog on the device (IndexedDB `packs` and `docs`), held in memory once opened: the grid's
 * search, the categories and every scan read it, online or not. IndexedDB keeps the server's copy; the stock
 * shown is that minus this device's sales still waiting in the queue.
 */
interface LocalCatalogState {
  businessId: number | null;
  /** The copy is loaded (maybe empty, before a first sync): the till reads it instead of the server. */
  ready: boolean;
  /** Sorted like I40 (compareItems). */
  items: PosItem[];
  categories: Category[];
  syncing: boolean;
  lastSyncedAt: string | null;
  syncFailed: boolean;
}
export const useLocalCatalog = create<LocalCatalogState>(() => ({
  businessId: null,
  ready: false,
  items: [],
  categories: [],
  syncing: false,
  lastSyncedAt: null,
  syncFailed: false,
}));

const keyOf = (businessId: number, item: { id: number; isBundle: boolean }) => `${businessId}:${item.isBundle ? 'b' : 'p'}:${item.id}`;
const docKey = (businessId: number, kind: string) => `${businessId}:${kind}`;

/** The server's copy of the open business, by key; the in-memory lookups built from what is shown. */
let server = new Map<string, PosItem>();
let byCode = new Map<string, CodeHit>();
/** Where each shown item sits in `items`: a sale touches a few lines, not the 20,000 items. */
let position = new Map<string, number>();
const searchTexts = new WeakMap<PosItem, string>();

export function searchTextFor(item: PosItem): string {
  let text = searchTexts.get(item);
  if (text === undefined) {
    text = searchTextOf(item);
    searchTexts.set(item, text);
  }
  return text;
}

/** A scanned or typed code → the item (or variant), from memory: no network, no IndexedDB read. */
export function findLocalByCode(code: string): CodeHit | null {
  return byCode.get(code.trim().toLowerCase()) ?? null;
}

function indexCodes(businessId: number, items: PosItem[]) {
  const next = new Map<string, CodeHit>();
  // Products first, then variants over them: a variant's own code names the variant.
  for (const item of items) for (const { code, variantId } of codesOf(item)) if (!next.has(code) || variantId !== null) next.set(code, { item, variantId });
  byCode = next;
  position = new Map(items.map((item, index) => [keyOf(businessId, item), index]));
}

/** Takes a sale's lines off the stock shown (an item, a variant and the item's total). */
function takeOff(item: PosItem, line: Pick<SaleItemInput, 'variantId' | 'quantity'>): PosItem {
  const quantity = line.quantity ?? 0;
  const variants = line.variantId ? item.variants.map((v) => (v.id === line.variantId ? { ...v, quantity: v.quantity - quantity } : v)) : item.variants;
  return { ...item, quantity: item.quantity === null ? null : item.quantity - quantity, variants };
}

function applyLines(shown: Map<string, PosItem>, businessId: number, lines: readonly SaleItemInput[]) {
  for (const line of lines) {
    if (!line.productId) continue;
    const key = keyOf(businessId, { id: line.productId, isBundle: !!line.isBundle });
    const item = shown.get(key);
    if (item) shown.set(key, takeOff(item, line));
  }
}

async function waitingSales(businessId: number): Promise<QueuedSale[]> {
  const all = await (await localDb()).getAll('sales');
  return all.filter((sale) => sale.businessId === businessId && sale.status === 'waiting');
}

/** Rebuilds what the till shows from the server's copy minus the waiting sales. */
async function publish(businessId: number, extra: Partial<LocalCatalogState> = {}) {
  const shown = new Map(server);
  for (const sale of await waitingSales(businessId)) applyLines(shown, businessId, sale.payload.itemList);
  const items = [...shown.values()].sort(compareItems);
  indexCodes(businessId, items);
  useLocalCatalog.setState({ businessId, ready: true, items, ...extra });
}

/**
 * The server's time the device's copy is complete up to (Y1's cursor, a margin before the read): an offline sale
 * sends it as `catalogSyncedAt` (issue 32), so the server judges the sale against what this till could know. The
 * server's clock, not the device's, which may run ahead.
 */
export async function getCatalogSyncedAt(businessId: number): Promise<string | null> {
  return ((await (await localDb()).get('meta', docKey(businessId, 'catalogCursor'))) as string | undefined) ?? null;
}

/** The open in progress: a second caller (StrictMode's second effect, a sync) waits for it rather than reading again. */
let opening: { businessId: number; done: Promise<void> } | null = null;

/** Opens the business's copy from IndexedDB (the till is usable before any network answer). */
export function openLocalCatalog(businessId: number): Promise<void> {
  if (useLocalCatalog.getState().businessId === businessId && useLocalCatalog.getState().ready) return Promise.resolve();
  if (opening?.businessId === businessId) return opening.done;
  const current = {
    businessId,
    done: readLocalCatalog(businessId).finally(() => {
      if (opening === current) opening = null;
    }),
  };
  opening = current;
  return current.done;
}

async function readPacks(businessId: number): Promise<[LocalPack[], LocalDoc | undefined, unknown]> {
  const db = await localDb();
  return Promise.all([
    db.getAll('packs', packsOf(businessId)),
    db.get('docs', docKey(businessId, 'categories')),
    db.get('meta', docKey(businessId, 'catalogSyncedAt')),
  ]);
}

async function readLocalCatalog(businessId: number): Promise<void> {
  useLocalCatalog.setState({ businessId, ready: false, items: [], categories: [], lastSyncedAt: null });
  byCode = new Map();
  position = new Map();
  // index.html started this read while the scripts loaded (lib/offline/early-catalog.ts); else it is made now.
  const [packs, categories, lastSyncedAt] = (await takeEarlyCatalog(businessId)) ?? (await readPacks(businessId));
  server = new Map();
  for (const pack of packs) for (const item of pack.items) server.set(keyOf(businessId, item), item);
  await publish(businessId, { categories: (categories?.value as Category[] | undefined) ?? [], lastSyncedAt: (lastSyncedAt as string | undefined) ?? null });
}

/**
 * Stock on the device goes down as it sells (the sale is already in the queue, so a reopen counts it too). Only
 * the sold items change: their place in the list and their codes are replaced, nothing is rebuilt.
 */
export async function applySaleToLocalStock(businessId: number, lines: readonly SaleItemInput[]): Promise<void> {
  const state = useLocalCatalog.getState();
  if (state.businessId !== businessId || !state.ready) return;
  const items = state.items.slice();
  let touched = false;
  for (const line of lines) {
    if (!line.productId) continue;
    const index = position.get(keyOf(businessId, { id: line.productId, isBundle: !!line.isBundle }));
    const item = index === undefined ? undefined : items[index];
    if (index === undefined || !item) continue;
    const sold = takeOff(item, line);
    items[index] = sold;
    touched = true;
    for (const { code } of codesOf(sold)) {
      const hit = byCode.get(code);
      if (hit?.item === item) byCode.set(code, { item: sold, variantId: hit.variantId });
    }
  }
  if (touched) useLocalCatalog.setState({ items });
}

/**
 * Writes what a sync brought in one transaction: the packs it touched (from the copy in memory), the categories
 * and the cursor. All or nothing, so the device's copy never holds half a sync.
 */
async function saveCopy(businessId: number, copy: Map<string, PosItem>, slots: ReadonlySet<string>, categories: Category[], meta: Record<string, unknown>) {
  const packs = new Map<string, PosItem[]>([...slots].map((slot) => [slot, []]));
  for (const item of copy.values()) packs.get(packSlotOf(item))?.push(item);
  const tx = (await localDb()).transaction(['packs', 'docs', 'meta'], 'readwrite');
  const writes: Promise<unknown>[] = [tx.objectStore('docs').put({ key: docKey(businessId, 'categories'), value: categories })];
  for (const [slot, items] of packs) {
    const key = packKey(businessId, slot);
    writes.push(items.length > 0 ? tx.objectStore('packs').put({ key, businessId, items }) : tx.objectStore('packs').delete(key));
  }
  for (const [name, value] of Object.entries(meta)) writes.push(tx.objectStore('meta').put(value, docKey(businessId, name)));
  await Promise.all([...writes, tx.done]);
}

const PAGE = 2_000;
let syncing: Promise<void> | null = null;

/**
 * Brings the copy up to date with Y1: changes since the last cursor (everything the first time), page by page,
 * deletions included; bundles and categories are replaced whole. The device's copy and the cursor move together
 * after the last page: a sync cut off half-way leaves the copy as it was, and the next one asks again.
 */
export function syncLocalCatalog(businessId: number): Promise<void> {
  syncing ??= (async () => {
    useLocalCatalog.setState({ syncing: true });
    try {
      // The in-memory copy is the open business's: syncing another opens it first.
      await openLocalCatalog(businessId);
      // Another business was opened meanwhile: its own sync runs.
      if (useLocalCatalog.getState().businessId !== businessId) return;
      // Changed on a copy: a sync cut off half-way changes neither the device's copy nor what the till shows.
      const copy = new Map(server);
      const since = (await (await localDb()).get('meta', docKey(businessId, 'catalogCursor'))) as string | undefined;
      const touched = new Set<string>();
      let afterId = 0;
      let cursor: string | null = null;
      let categories: Category[] = [];
      for (;;) {
        const page = await fetchCatalogChanges(businessId, { afterId, limit: PAGE, ...(since ? { updatedSince: since } : {}) });
        cursor ??= page.cursor;
        if (afterId === 0) {
          // Bundles and categories are sent whole on the first page: the old ones go.
          for (const key of copy.keys()) if (key.startsWith(`${businessId}:b:`)) copy.delete(key);
          touched.add(packSlotOf({ id: 0, isBundle: true }));
          categories = page.categories;
        }
        if (!since && afterId === 0) {
          // A first (or reset) sync replaces the products too.
          for (const key of copy.keys()) if (key.startsWith(`${businessId}:p:`)) copy.delete(key);
          for (let id = 0; id < PRODUCT_PACKS; id += 1) touched.add(packSlotOf({ id, isBundle: false }));
        }
        for (const item of [...page.items, ...page.bundles]) {
          copy.set(keyOf(businessId, item), item);
          touched.add(packSlotOf(item));
        }
        for (const id of page.removedProductIds) {
          copy.delete(keyOf(businessId, { id, isBundle: false }));
          touched.add(packSlotOf({ id, isBundle: false }));
        }
        if (page.nextAfterId === null) break;
        afterId = page.nextAfterId;
      }
      const now = new Date().toISOString();
      await saveCopy(businessId, copy, touched, categories, { catalogCursor: cursor, catalogSyncedAt: now });
      if (useLocalCatalog.getState().businessId === businessId) {
        server = copy;
        await publish(businessId, { categories, lastSyncedAt: now, syncFailed: false });
      }
    } catch {
      // Offline or the server down: the copy stays as it is and the next run tries again.
      useLocalCatalog.setState({ syncFailed: true });
    } finally {
      useLocalCatalog.setState({ syncing: false });
      syncing = null;
    }
  })();
  return syncing;
}
