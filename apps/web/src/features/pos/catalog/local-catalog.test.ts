import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PosItem } from '@dukani/contracts';
import { installSessionHooks } from '@/lib/api-client';
import { closeLocalDb, localDb } from '@/lib/offline/local-db';
import { emptyFilters } from '../state/pos-store';
import { enqueueSale } from '../queue/sale-queue';
import { searchItems } from './catalog-search';
import { applySaleToLocalStock, findLocalByCode, openLocalCatalog, searchTextFor, syncLocalCatalog, useLocalCatalog } from './local-catalog';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, String(value));
  removeItem = (key: string) => void this.map.delete(key);
}

const item = (id: number, name: string, fields: Partial<PosItem> = {}): PosItem =>
  ({
    id,
    name,
    sellingPrice: 100,
    wholesalePrice: 90,
    quantity: 10,
    lowstock: 1,
    productType: 0,
    trackInventory: 1,
    barCode: null,
    productCode: null,
    variants: [],
    categoryId: null,
    category_OneId: null,
    isBundle: false,
    ...fields,
  }) as PosItem;
const page = (fields: Record<string, unknown>) =>
  new Response(
    JSON.stringify({
      success: true,
      result: { cursor: '2026-11-27T10:00:00.000Z', items: [], removedProductIds: [], nextAfterId: null, bundles: [], categories: [], ...fields },
    }),
    {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    },
  );

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await closeLocalDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('localStorage', new MemoryStorage());
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  installSessionHooks(null);
  useLocalCatalog.setState({ businessId: null, ready: false, items: [], categories: [], lastSyncedAt: null });
});
afterEach(() => vi.unstubAllGlobals());

const soap = item(1, 'Soap bar', { barCode: '600100', categoryId: 5 });
const shirt = item(2, 'T-shirt', { variants: [{ id: 21, name: 'Small', barCode: 'VAR-777', quantity: 3 } as PosItem['variants'][number]] });
const pack = item(1, 'Party pack', { isBundle: true, productCode: 'PACK' });

describe('the local catalog', () => {
  it('syncs every page, then only changes with the cursor, dropping removed products', async () => {
    fetchMock.mockResolvedValueOnce(page({ items: [soap], nextAfterId: 1, bundles: [pack] })).mockResolvedValueOnce(page({ items: [shirt] }));
    await syncLocalCatalog(4);
    expect(useLocalCatalog.getState().items.map((i) => i.name)).toEqual(['Party pack', 'Soap bar', 'T-shirt']);
    expect(String(fetchMock.mock.calls[1]![0])).toContain('afterId=1');

    fetchMock.mockResolvedValueOnce(page({ items: [{ ...soap, sellingPrice: 120 }], removedProductIds: [2], bundles: [] }));
    await syncLocalCatalog(4);
    expect(String(fetchMock.mock.calls[2]![0])).toContain('updatedSince=2026-11-27T10%3A00%3A00.000Z');
    expect(useLocalCatalog.getState().items.map((i) => [i.name, i.sellingPrice])).toEqual([['Soap bar', 120]]);

    // Reopened (a new tab): the same copy, with no network.
    await closeLocalDb();
    useLocalCatalog.setState({ businessId: null, ready: false });
    await openLocalCatalog(4);
    expect(useLocalCatalog.getState().items.map((i) => i.name)).toEqual(['Soap bar']);
  });

  it('finds a scanned code (a variant by its own) and searches like the server', async () => {
    fetchMock.mockResolvedValueOnce(page({ items: [soap, shirt], bundles: [pack] }));
    await syncLocalCatalog(4);
    expect(findLocalByCode(' 600100 ')?.item.name).toBe('Soap bar');
    expect(findLocalByCode('var-777')).toMatchObject({ item: { name: 'T-shirt' }, variantId: 21 });
    const items = useLocalCatalog.getState().items;
    const names = (filters: Partial<typeof emptyFilters>) => searchItems(items, searchTextFor, { ...emptyFilters, ...filters }, 1, 50).data.map((i) => i.name);
    expect(names({ search: 'shirt' })).toEqual(['T-shirt']);
    expect(names({ search: '777' })).toEqual(['T-shirt']);
    expect(names({ categoryId: 5 })).toEqual(['Soap bar']);
    expect(names({ productType: 'Bundles' })).toEqual(['Party pack']);
    expect(searchItems(items, searchTextFor, emptyFilters, 2, 2)).toMatchObject({ totalRecords: 3, totalPages: 2, data: [{ name: 'T-shirt' }] });
  });

  it('takes sold stock off at once, and still after a reopen while the sale waits in the queue', async () => {
    fetchMock.mockResolvedValueOnce(page({ items: [soap, shirt] }));
    await syncLocalCatalog(4);
    const lines = [
      { productId: 1, quantity: 2, calcPrice: 100 },
      { productId: 2, variantId: 21, quantity: 1, calcPrice: 100 },
    ];
    await applySaleToLocalStock(4, lines);
    const stock = () => useLocalCatalog.getState().items.map((i) => [i.name, i.quantity, i.variants.map((v) => v.quantity)]);
    expect(stock()).toEqual([
      ['Soap bar', 8, []],
      ['T-shirt', 9, [2]],
    ]);
    // The next scan sees the stock after the sale (codes point at the sold item), the variant still by its code.
    expect(findLocalByCode('600100')?.item.quantity).toBe(8);
    expect(findLocalByCode('var-777')).toMatchObject({ item: { quantity: 9 }, variantId: 21 });
    await applySaleToLocalStock(4, [{ productId: 1, quantity: 1, calcPrice: 100 }]);
    expect(findLocalByCode('600100')?.item.quantity).toBe(7);
    await applySaleToLocalStock(4, [{ productId: 1, quantity: -1, calcPrice: 100 }]);
    await enqueueSale({
      key: 'k',
      userId: 7,
      businessId: 4,
      payload: { itemList: lines } as never,
      amount: 300,
      deviceReceiptNo: 'X',
      savedAt: '2026-11-27T10:00:00.000Z',
    });
    useLocalCatalog.setState({ businessId: null, ready: false });
    await openLocalCatalog(4);
    expect(stock()).toEqual([
      ['Soap bar', 8, []],
      ['T-shirt', 9, [2]],
    ]);
  });

  it('keeps the items in a few packs, and a sync cut off half-way changes nothing on the device', async () => {
    const towel = item(17, 'Towel');
    fetchMock.mockResolvedValueOnce(page({ items: [soap, shirt, towel], bundles: [pack] }));
    await syncLocalCatalog(4);
    const packs = async () => (await (await localDb()).getAll('packs')).map((p) => [p.key, p.items.map((i) => i.name)]);
    // Products share out by id (1 and 17 together), bundles apart.
    expect(await packs()).toEqual([
      ['4:b', ['Party pack']],
      ['4:p1', ['Soap bar', 'Towel']],
      ['4:p2', ['T-shirt']],
    ]);

    // The second page never comes: neither the device's copy, nor the till, nor the cursor moves.
    fetchMock
      .mockResolvedValueOnce(page({ items: [{ ...soap, sellingPrice: 150 }], removedProductIds: [2], bundles: [], nextAfterId: 1 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await syncLocalCatalog(4);
    expect(useLocalCatalog.getState()).toMatchObject({ syncFailed: true });
    expect(useLocalCatalog.getState().items.map((i) => [i.name, i.sellingPrice])).toEqual([
      ['Party pack', 100],
      ['Soap bar', 100],
      ['T-shirt', 100],
      ['Towel', 100],
    ]);
    expect(await packs()).toHaveLength(3);

    // The next sync asks again from the same cursor; a pack left empty goes.
    fetchMock.mockResolvedValueOnce(page({ items: [{ ...soap, sellingPrice: 150 }], removedProductIds: [2], bundles: [pack] }));
    await syncLocalCatalog(4);
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('updatedSince=2026-11-27T10%3A00%3A00.000Z');
    expect(await packs()).toEqual([
      ['4:b', ['Party pack']],
      ['4:p1', ['Soap bar', 'Towel']],
    ]);
    useLocalCatalog.setState({ businessId: null, ready: false });
    await openLocalCatalog(4);
    expect(useLocalCatalog.getState().items.map((i) => [i.name, i.sellingPrice])).toEqual([
      ['Party pack', 100],
      ['Soap bar', 150],
      ['Towel', 100],
    ]);
  });
});
