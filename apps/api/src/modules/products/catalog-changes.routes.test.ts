import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getCatalogChanges, type RouteResult } from '@dukani/contracts';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { addBundle, addProduct, insertCategory } from '../../../test/catalog';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
const ids: Record<string, number> = {};

beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
  stranger = await createOwner(t, { businessName: 'Other Shop' });
  const drinks = await insertCategory(t, owner, 'Drinks');
  const add = async (key: string, input: Parameters<typeof addProduct>[2]) => {
    ids[key] = (await addProduct(t, owner, input)).id;
  };
  await add('fanta', { name: 'Fanta 500ml', categoryId: drinks.id, barCode: '5449000011', quantity: 20 });
  await add('tshirt', { name: 'T-shirt', variants: [{ name: 'Small', sellingPrice: 500, barCode: 'VAR-777', quantity: 3 }] });
  await add('repair', { name: 'Phone Repair', productType: 1, sellingPrice: 1000 });
  await add('hidden', { name: 'Archived Soap', active: 0, quantity: 1 });
  await add('notForSale', { name: 'Office Paper', sellThis: false, buyThis: true, quantity: 9 });
  await add('soap', { name: 'Soap bar', quantity: 9 });
  await addBundle(t, owner, { name: 'Party pack', batchStore: [{ productId: ids.fanta!, quantity: 2 }] });
  await addProduct(t, stranger, { name: 'Fanta elsewhere' });
});

type Changes = RouteResult<typeof getCatalogChanges>;
async function sync(query: string, token = owner.token, businessId = owner.businessId) {
  const res = await call<Changes>(t.app, 'GET', `/api/Sync/Catalog/${businessId}${query}`, { token });
  return res;
}
async function changes(query: string) {
  const res = await sync(query);
  expect(res.status, res.body.errordesc).toBe(200);
  return getCatalogChanges.result.parse(res.body.result);
}
const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

describe('Y1 catalog sync', () => {
  it('without a cursor sends every live, sellable product with its variants, the bundles and the categories', async () => {
    const first = await changes('');
    expect(names(first.items)).toEqual(['Fanta 500ml', 'Phone Repair', 'Soap bar', 'T-shirt']);
    expect(first.items.find((item) => item.name === 'T-shirt')?.variants.map((v) => v.barCode)).toEqual(['VAR-777']);
    expect(first.removedProductIds).toEqual([]);
    expect(names(first.bundles)).toEqual(['Party pack']);
    expect(first.categories.map((c) => c.categoryname)).toEqual(['Drinks']);
    expect(first.nextAfterId).toBeNull();
    expect(Date.parse(first.cursor)).toBeLessThan(Date.now());
  });

  it('pages by id: every product once, bundles and categories on the first page only', async () => {
    const seen: string[] = [];
    let afterId = 0;
    for (let page = 0; page < 10; page += 1) {
      const part = await changes(`?limit=2&afterId=${afterId}`);
      seen.push(...part.items.map((item) => item.name));
      if (afterId > 0) expect(part.bundles).toEqual([]);
      if (part.nextAfterId === null) break;
      afterId = part.nextAfterId;
    }
    expect(seen.sort()).toEqual(['Fanta 500ml', 'Phone Repair', 'Soap bar', 'T-shirt']);
  });

  it('with a cursor sends only what changed since, whoever changed it, and the products gone', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A stock change written straight to the table (as a batched sale would): the trigger stamps it.
    await t.database.db.execute(sql`UPDATE products SET quantity = quantity - 1 WHERE id = ${ids.fanta!}`);
    const deleted = await call(t.app, 'DELETE', `/api/Product/DeleteProduct/${ids.soap}`, { token: owner.token });
    expect(deleted.status, deleted.body.errordesc).toBe(200);
    const next = await changes(`?updatedSince=${encodeURIComponent(since)}`);
    expect(next.items.map((item) => [item.name, item.quantity])).toEqual([['Fanta 500ml', 19]]);
    expect(next.removedProductIds).toEqual([ids.soap]);
  });

  it('leaves buying prices out for a cashier with pos only, on Y1 and on the POS grid (I40); a user with products gets them', async () => {
    await addProduct(t, owner, { name: 'Costed Cola', buyingPrice: 37, variants: [{ name: '1L', sellingPrice: 90, buyingPrice: 61, quantity: 4 }] });
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const stockKeeper = await createMember(t, owner, { roleTypes: 'User', roles: ['pos', 'products'] });
    const grid = (token: string) => call<{ data: unknown[] }>(t.app, 'GET', `/api/Product/GetPosProducts/${owner.businessId}?PageSize=100`, { token });

    for (const res of [await sync('', cashier.token), await grid(cashier.token)]) {
      expect(res.status, res.body.errordesc).toBe(200);
      expect(JSON.stringify(res.body.result)).not.toContain('buyingPrice');
    }
    const full = getCatalogChanges.result.parse((await sync('', stockKeeper.token)).body.result);
    const cola = full.items.find((item) => item.name === 'Costed Cola')!;
    expect(cola.buyingPrice).toBe(37);
    expect(cola.variants[0]!.buyingPrice).toBe(61);
    expect(JSON.stringify((await grid(owner.token)).body.result)).toContain('"buyingPrice":37');
  });

  it('refuses a bad cursor naming the field, and another shop', async () => {
    const bad = await sync('?updatedSince=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.errordesc).toContain('updatedSince');
    const tooMany = await sync('?limit=999999');
    expect(tooMany.status).toBe(400);
    expect((await sync('', stranger.token)).status).toBe(403);
  });
});
