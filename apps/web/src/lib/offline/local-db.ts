import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { PosItem, SalePayload } from '@dukani/contracts';

/** Where a sale kept on the device stands. A recorded sale leaves the queue; a refused one waits for the cashier. */
export type QueuedSaleStatus = 'waiting' | 'refused';

/**
 * A sale written to the device before it is sent. `key` is both its Idempotency-Key and its clientSaleId, and
 * `payload` is the exact body: every retry sends these bytes, so the server records it once however often it goes.
 */
export interface QueuedSale {
  key: string;
  userId: number;
  businessId: number;
  payload: SalePayload;
  amount: number;
  /** The provisional number printed on the customer's paper (device prefix + sequence). */
  deviceReceiptNo: string;
  savedAt: string;
  status: QueuedSaleStatus;
  /** The server's sentence once it refused the sale: the cashier must look at it. */
  error: string | null;
  attempts: number;
  lastTriedAt: string | null;
}

/**
 * A share of the local catalog as the server last sent it (stock too: sales still waiting in the queue are taken
 * off in memory, so a reopened till counts them once). A few large records, not one per item: opening 20,000
 * one-item records cost the till ~0.3 s of IndexedDB reads before it could sell, the same items in 17 records
 * ~0.05 s. Products share out by id, so a sync that changes a few rewrites a few packs.
 */
export interface LocalPack {
  /** `${businessId}:${slot}` (packSlotOf). */
  key: string;
  businessId: number;
  items: PosItem[];
}

export const PRODUCT_PACKS = 16;
/** Bundles in a pack of their own (a product and a bundle may share an id); products by id. */
export const packSlotOf = (item: { id: number; isBundle: boolean }) => (item.isBundle ? 'b' : `p${item.id % PRODUCT_PACKS}`);
export const packKey = (businessId: number, slot: string) => `${businessId}:${slot}`;
/** Every pack of a business (a business's id ends at the colon, so 1: never matches 12:). */
export const packsOf = (businessId: number) => IDBKeyRange.bound(`${businessId}:`, `${businessId}:\uffff`);

/** Anything else the till needs offline, as the server last sent it, under `${businessId}:${kind}`. */
export interface LocalDoc {
  key: string;
  value: unknown;
}

/**
 * The till's copy of a server answer other than the catalog (customers, payment methods, receipt and register
 * settings, the open register session), under `${businessId}:${kind}` (features/pos/snapshot).
 */
export interface TillSnapshotValue {
  data: unknown;
  /** When the server sent it (the query's dataUpdatedAt): put back into the cache as stale as it really is. */
  savedAt: number;
}

interface DukaniDb extends DBSchema {
  sales: { key: string; value: QueuedSale; indexes: { byUser: number } };
  packs: { key: string; value: LocalPack };
  docs: { key: string; value: LocalDoc };
  /** Device prefix, receipt sequence, sync cursors and times. */
  meta: { key: string; value: unknown };
  till: { key: string; value: TillSnapshotValue };
}

export const DB_NAME = 'dukani';
/**
 * 1: sales, items (one record per catalog item), docs, meta. 2: till (the snapshot of customers, methods,
 * settings, register session). 3: packs in place of items.
 */
export const DB_VERSION = 3;

let opening: Promise<IDBPDatabase<DukaniDb>> | null = null;

/** The one connection of this tab. Tests reset it with `closeLocalDb` after swapping the IndexedDB factory. */
export function localDb(): Promise<IDBPDatabase<DukaniDb>> {
  opening ??= openDB<DukaniDb>(DB_NAME, DB_VERSION, {
    // Step by step from the device's version: the stores already there keep their data (waiting sales above all).
    upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        const sales = db.createObjectStore('sales', { keyPath: 'key' });
        sales.createIndex('byUser', 'userId');
        db.createObjectStore('docs', { keyPath: 'key' });
        db.createObjectStore('meta');
      }
      if (oldVersion < 2) db.createObjectStore('till');
      if (oldVersion < 3) {
        db.createObjectStore('packs', { keyPath: 'key' });
        if (oldVersion >= 1) void packItems(transaction);
      }
    },
    // Another tab opened a newer version: let it upgrade; this tab reopens on its next call.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

type UpgradeTransaction = IDBPTransaction<DukaniDb, ('sales' | 'docs' | 'meta' | 'till' | 'packs')[], 'versionchange'>;

/**
 * A device on version 1 or 2 keeps its catalog (it may be offline for days after the update): its item records
 * go into packs, inside the upgrade, before the old store goes.
 */
async function packItems(transaction: UpgradeTransaction) {
  // The store left the schema with version 3; only this step still reads it.
  const old = (transaction as unknown as IDBPTransaction<unknown, string[], 'versionchange'>).objectStore('items');
  const rows = (await old.getAll()) as { businessId: number; item: PosItem }[];
  const packs = new Map<string, LocalPack>();
  for (const { businessId, item } of rows) {
    const key = packKey(businessId, packSlotOf(item));
    const pack = packs.get(key) ?? { key, businessId, items: [] };
    pack.items.push(item);
    packs.set(key, pack);
  }
  await Promise.all([...packs.values()].map((pack) => transaction.objectStore('packs').put(pack)));
  transaction.db.deleteObjectStore('items' as never);
}

export async function closeLocalDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current).close();
}
