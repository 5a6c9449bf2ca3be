import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { closeLocalDb, DB_NAME, localDb } from './local-db';

beforeEach(async () => {
  await closeLocalDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(() => vi.unstubAllGlobals());

/** A device left on an earlier version, as that version created it. */
const openOld = (version: 1 | 2) =>
  openDB(DB_NAME, version, {
    upgrade(db) {
      db.createObjectStore('sales', { keyPath: 'key' }).createIndex('byUser', 'userId');
      db.createObjectStore('items', { keyPath: 'key' }).createIndex('byBusiness', 'businessId');
      db.createObjectStore('docs', { keyPath: 'key' });
      db.createObjectStore('meta');
      if (version === 2) db.createObjectStore('till');
    },
  });

it('upgrades a device on the first version without losing its waiting sales', async () => {
  const old = await openOld(1);
  await old.put('sales', { key: 'k1', userId: 7, businessId: 4 });
  await old.put('meta', 'ABCD', 'devicePrefix');
  old.close();

  const db = await localDb();
  expect(db.objectStoreNames.contains('till')).toBe(true);
  expect((await db.get('sales', 'k1'))?.key).toBe('k1');
  expect(await db.get('meta', 'devicePrefix')).toBe('ABCD');
});

it('packs a version-2 device’s catalog items by business, keeping its waiting sales', async () => {
  const old = await openOld(2);
  const row = (businessId: number, id: number, isBundle = false) => ({
    key: `${businessId}:${isBundle ? 'b' : 'p'}:${id}`,
    businessId,
    item: { id, isBundle, name: `#${id}` },
  });
  for (const r of [row(4, 1), row(4, 17), row(4, 2), row(4, 1, true), row(12, 1)]) await old.put('items', r);
  await old.put('sales', { key: 'k1', userId: 7, businessId: 4 });
  old.close();

  const db = await localDb();
  expect(db.objectStoreNames.contains('items' as never)).toBe(false);
  expect((await db.getAll('packs')).map((p) => [p.key, p.businessId, p.items.map((i) => i.name)])).toEqual([
    ['12:p1', 12, ['#1']],
    ['4:b', 4, ['#1']],
    ['4:p1', 4, ['#1', '#17']],
    ['4:p2', 4, ['#2']],
  ]);
  expect((await db.get('sales', 'k1'))?.key).toBe('k1');
});
