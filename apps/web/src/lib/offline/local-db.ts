import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
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
 * One sellable item of the local catalog as the server last sent it (its stock too: sales still waiting in the
 * queue are taken off in memory, so a reopened till counts them once).
 */
export interface LocalItem {
  /** `${businessId}:${p|b}:${id}`: a bundle and a product may share an id. */
  key: string;
  businessId: number;
  item: PosItem;
}

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
  items: { key: string; value: LocalItem; indexes: { byBusiness: number } };
  docs: { key: string; value: LocalDoc };
  /** Device prefix, receipt sequence, sync cursors and times. */
  meta: { key: string; value: unknown };
  till: { key: string; value: TillSnapshotValue };
}

export const DB_NAME = 'dukani';
/** 1: sales, items, docs, meta. 2: till (the snapshot of customers, methods, settings, register session). */
export const DB_VERSION = 2;

let opening: Promise<IDBPDatabase<DukaniDb>> | null = null;

/** The one connection of this tab. Tests reset it with `closeLocalDb` after swapping the IndexedDB factory. */
export function localDb(): Promise<IDBPDatabase<DukaniDb>> {
  opening ??= openDB<DukaniDb>(DB_NAME, DB_VERSION, {
    // Step by step from the device's version: the stores already there keep their data (waiting sales above all).
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const sales = db.createObjectStore('sales', { keyPath: 'key' });
        sales.createIndex('byUser', 'userId');
        const items = db.createObjectStore('items', { keyPath: 'key' });
        items.createIndex('byBusiness', 'businessId');
        db.createObjectStore('docs', { keyPath: 'key' });
        db.createObjectStore('meta');
      }
      if (oldVersion < 2) db.createObjectStore('till');
    },
    // Another tab opened a newer version: let it upgrade; this tab reopens on its next call.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

export async function closeLocalDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current).close();
}
