import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBundles, type Bundle } from '@dukani/contracts';
import { auditLog, bundles } from '../../db/schema';
import { useTestApp, call, multipart } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { addBundle, addProduct } from '../../../test/catalog';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
let soda = 0;
let chips = 0;
let delivery = 0;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
  stranger = await createOwner(t, { businessName: 'Other Shop' });
  soda = (await addProduct(t, owner, { name: 'Soda', sellingPrice: 60, quantity: 7 })).id;
  chips = (await addProduct(t, owner, { name: 'Chips', sellingPrice: 100, quantity: 1.5, unitId: 2 })).id;
  delivery = (await addProduct(t, owner, { name: 'Delivery', productType: 1, sellingPrice: 50 })).id;
});
describe('I11 CreateBundle and I14 GetBundle', () => {
  it('creates a bundle with components named and priced from the products, and a stock-bound quantity', async () => {
    const bundle = await addBundle(t, owner, {
      name: 'Snack Pack',
      price: 199.999,
      productCode: 'SP-1',
      batchStore: [
        { productId: soda, quantity: 2, name: 'ignored', sellingPrice: 1 },
        { productId: chips, quantity: 0.5 },
        { productId: delivery, quantity: 1 },
      ],
    });
    expect(bundle).toMatchObject({ name: 'Snack Pack', price: 200, discount: 0, productCode: 'SP-1', customerInfoCustId: owner.businessId, quantity: 3 });
    expect(bundle.batchStore).toEqual([
      { productId: chips, name: 'Chips', quantity: 0.5, sellingPrice: 100 },
      { productId: delivery, name: 'Delivery', quantity: 1, sellingPrice: 50 },
      { productId: soda, name: 'Soda', quantity: 2, sellingPrice: 60 },
    ]);
    const res = await call<Bundle>(t.app, 'GET', `/api/Product/GetBundle/${bundle.id}`, { token: owner.token });
    expect(res.body.result).toEqual(bundle);
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bundle'), eq(auditLog.entityId, String(bundle.id))));
    expect(logs.map((log) => log.action)).toEqual(['create']);
  });

  it('refuses a product of another business, an unknown one and one listed twice, naming batchStore[i].productId', async () => {
    const theirs = await addProduct(t, stranger, { name: 'Their soda' });
    for (const [batchStore, field] of [
      [
        [
          { productId: soda, quantity: 1 },
          { productId: theirs.id, quantity: 1 },
        ],
        'batchStore[1].productId',
      ],
      [[{ productId: 999_999, quantity: 1 }], 'batchStore[0].productId'],
      [
        [
          { productId: soda, quantity: 1 },
          { productId: soda, quantity: 2 },
        ],
        'batchStore[1].productId',
      ],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/Product/CreateBundle', {
        token: owner.token,
        body: { name: 'Bad', price: 10, customerInfoCustId: owner.businessId, batchStore },
      });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.errordesc).toMatch(new RegExp(`^${field.replace(/[[\]]/g, '\\$&')}`));
    }
  });

  it('refuses an empty batchStore, a discount above the price, and another tenant’s business', async () => {
    const empty = await call(t.app, 'POST', '/api/Product/CreateBundle', {
      token: owner.token,
      body: { name: 'E', price: 10, customerInfoCustId: owner.businessId, batchStore: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('batchStore');
    const discount = await call(t.app, 'POST', '/api/Product/CreateBundle', {
      token: owner.token,
      body: { name: 'D', price: 10, discount: 11, customerInfoCustId: owner.businessId, batchStore: [{ productId: soda, quantity: 1 }] },
    });
    expect(discount.status).toBe(400);
    expect(discount.body.field).toBe('discount');
    const foreign = await call(t.app, 'POST', '/api/Product/CreateBundle', {
      token: owner.token,
      body: { name: 'F', price: 10, customerInfoCustId: stranger.businessId, batchStore: [{ productId: soda, quantity: 1 }] },
    });
    expect(foreign.status).toBe(403);
  });

  it('stores an uploaded picture resized', async () => {
    const picture = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#27ae60' } })
      .png()
      .toBuffer();
    const form = await multipart(
      { name: 'Pictured', price: 100, customerInfoCustId: owner.businessId, batchStore: [{ productId: soda, quantity: 1 }] },
      { data: picture, field: 'images' },
    );
    const res = await call<Bundle>(t.app, 'POST', '/api/Product/CreateBundle', { token: owner.token, body: form.body, headers: form.headers });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result!.productImagesPath).toMatch(/\.webp$/);
  });

  it('answers 404 for another business’s bundle', async () => {
    const theirProduct = await addProduct(t, stranger, { name: 'Their chips' });
    const theirs = await addBundle(t, stranger, { name: 'Their pack', batchStore: [{ productId: theirProduct.id, quantity: 1 }] });
    expect((await call(t.app, 'GET', `/api/Product/GetBundle/${theirs.id}`, { token: owner.token })).status).toBe(404);
    const body = { name: 'Stolen', price: 1, customerInfoCustId: owner.businessId, batchStore: [{ productId: soda, quantity: 1 }] };
    expect((await call(t.app, 'PUT', `/api/Product/UpdateBundle/${theirs.id}`, { token: owner.token, body })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/Product/DeleteBundle/${theirs.id}`, { token: owner.token })).status).toBe(404);
  });
});

describe('I12 UpdateBundle, I13 DeleteBundle, I4 GetBundles', () => {
  it('replaces the components and fields, then soft-deletes; the list follows', async () => {
    const bundle = await addBundle(t, owner, { name: 'Lunch', price: 250, batchStore: [{ productId: soda, quantity: 1 }] });
    const res = await call<Bundle>(t.app, 'PUT', `/api/Product/UpdateBundle/${bundle.id}`, {
      token: owner.token,
      body: {
        name: 'Lunch Deluxe',
        price: 300,
        discount: 25,
        longDesc: 'Soda and chips',
        customerInfoCustId: owner.businessId,
        batchStore: [{ productId: chips, quantity: 1 }],
      },
    });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'Lunch Deluxe', price: 300, discount: 25, longDesc: 'Soda and chips', quantity: 1 });
    expect(res.body.result!.batchStore.map((item) => item.productId)).toEqual([chips]);

    const list = await call<Bundle[]>(t.app, 'GET', `/api/Product/GetBundles/${owner.businessId}`, { token: owner.token });
    expect(getBundles.result.parse(list.body.result).map((item) => item.name)).toContain('Lunch Deluxe');

    expect((await call(t.app, 'DELETE', `/api/Product/DeleteBundle/${bundle.id}`, { token: owner.token })).status).toBe(200);
    const [row] = await t.database.db.select().from(bundles).where(eq(bundles.id, bundle.id));
    expect(row!.deletedAt).not.toBeNull();
    const after = await call<Bundle[]>(t.app, 'GET', `/api/Product/GetBundles/${owner.businessId}`, { token: owner.token });
    expect(after.body.result!.map((item) => item.name)).not.toContain('Lunch Deluxe');
    expect((await call(t.app, 'GET', `/api/Product/GetBundle/${bundle.id}`, { token: owner.token })).status).toBe(404);
  });

  it('needs the products role', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await call(t.app, 'GET', `/api/Product/GetBundles/${owner.businessId}`, { token: cashier.token })).status).toBe(403);
  });
});
