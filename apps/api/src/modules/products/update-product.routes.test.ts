import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkUpdateProducts, type Product, type RouteResult } from '@dukani/contracts';
import { auditLog, products, productVariants, stockMovements } from '../../db/schema';
import { useTestApp, call, multipart } from '../../../test/helper';
import { createOwner, type Owner } from '../../../test/fixtures';
import { createBusinessWithDefaults } from '../business/create-business-with-defaults';
import { addBundle, addProduct, editBody, insertCategory, insertSubcategory } from '../../../test/catalog';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
  stranger = await createOwner(t, { businessName: 'Other Shop' });
});
const update = (id: number, body: unknown, token = owner.token) => call<Product>(t.app, 'POST', `/api/Product/UpdateProduct/${id}`, { token, body });
const movementsOf = (productId: number) => t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));

describe('I19 UpdateProduct', () => {
  it('edits fields, ignores quantity, keeps searchText current and audits', async () => {
    const product = await addProduct(t, owner, { name: 'Tea', quantity: 10, brand: 'Ketepa' });
    const res = await update(
      product.id,
      editBody(product, { name: 'Tea Leaves 250g', quantity: 500, sellingPrice: 150, brand: 'Kericho Gold', barCode: '  ' }),
    );
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'Tea Leaves 250g', quantity: 10, sellingPrice: 150, brand: 'Kericho Gold', barCode: null });
    expect(await movementsOf(product.id)).toHaveLength(1);
    const [row] = await t.database.db.select({ searchText: products.searchText }).from(products).where(eq(products.id, product.id));
    expect(row!.searchText).toBe('tea leaves 250g kericho gold');
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))));
    expect(logs.map((log) => log.action)).toEqual(['create', 'update']);
  });

  it('edits, adds and removes variants: a new one brings its opening stock, an edited one keeps its quantity', async () => {
    const product = await addProduct(t, owner, {
      name: 'Shoes',
      variants: [
        { name: '40', sellingPrice: 2000, quantity: 3 },
        { name: '41', sellingPrice: 2000, quantity: 0 },
      ],
    });
    const [v40, v41] = product.variants;
    const res = await update(
      product.id,
      editBody(product, {
        variants: [
          { id: v40!.id, name: 'Size 40', sellingPrice: 2100, quantity: 99, barCode: 'SH-40' },
          { name: '42', sellingPrice: 2200, quantity: 5 },
        ],
      }),
    );
    expect(res.status, res.body.errordesc).toBe(200);
    const updated = res.body.result!;
    expect(updated.quantity).toBe(8);
    expect(updated.variants.map((variant) => [variant.name, variant.quantity, variant.sellingPrice])).toEqual([
      ['Size 40', 3, 2100],
      ['42', 5, 2200],
    ]);
    const [removed] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, v41!.id));
    expect(removed!.deletedAt).not.toBeNull();
    const openings = (await movementsOf(product.id)).filter((movement) => movement.adjustmentType === 'Opening');
    expect(openings).toHaveLength(2);
  });

  it('refuses to remove a variant that still has stock (409 IN_USE)', async () => {
    const product = await addProduct(t, owner, {
      name: 'Socks',
      variants: [
        { name: 'Red', sellingPrice: 100, quantity: 2 },
        { name: 'Blue', sellingPrice: 100 },
      ],
    });
    const res = await update(product.id, editBody(product, { variants: [{ ...product.variants[1]!, quantity: null }] }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IN_USE');
    expect(res.body.errordesc).toBe('Variant Red still has 2 in stock; adjust it to 0 before removing it');
    const live = await t.database.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.id), isNull(productVariants.deletedAt)));
    expect(live).toHaveLength(2);
  });

  it('refuses variants on a product holding stock of its own, and allows them at 0', async () => {
    const stocked = await addProduct(t, owner, { name: 'Cap', quantity: 4 });
    const refused = await update(stocked.id, editBody(stocked, { variants: [{ name: 'Black', sellingPrice: 300, quantity: 4 }] }));
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('variants');
    const empty = await addProduct(t, owner, { name: 'Hat', quantity: 0 });
    const allowed = await update(empty.id, editBody(empty, { variants: [{ name: 'Black', sellingPrice: 300, quantity: 4 }] }));
    expect(allowed.status, allowed.body.errordesc).toBe(200);
    expect(allowed.body.result!.quantity).toBe(4);
  });

  it('replaces the picture with an uploaded one (resized)', async () => {
    const product = await addProduct(t, owner, { name: 'Photo item' });
    const picture = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#2980b9' } })
      .jpeg()
      .toBuffer();
    const form = await multipart(editBody(product), { data: picture, field: 'images', filename: 'p.jpg', type: 'image/jpeg' });
    const res = await call<Product>(t.app, 'POST', `/api/Product/UpdateProduct/${product.id}`, { token: owner.token, body: form.body, headers: form.headers });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result!.productImagesPath).toMatch(/\.webp$/);
    const kept = await update(product.id, editBody(res.body.result!, { name: 'Photo item 2' }));
    expect(kept.body.result!.productImagesPath).toBe(res.body.result!.productImagesPath);
  });

  it('answers 404 for another business’s product and 400 when businessId is not the product’s', async () => {
    const theirs = await addProduct(t, stranger, { name: 'Theirs' });
    const foreign = await update(theirs.id, editBody(theirs, { businessId: owner.businessId }));
    expect(foreign.status).toBe(404);
    const mine = await addProduct(t, owner, { name: 'Mine' });
    const branch = await t.database.db.transaction((tx) =>
      createBusinessWithDefaults(tx, { tenantId: owner.tenantId, ownerUserId: owner.userId, country: 'KE', organizationName: 'Branch' }),
    );
    const moved = await update(mine.id, editBody(mine, { businessId: branch.id }));
    expect(moved.status).toBe(400);
    expect(moved.body.field).toBe('businessId');
  });

  it('refuses to turn a product with stock into a service', async () => {
    const product = await addProduct(t, owner, { name: 'Becomes service', quantity: 2 });
    const res = await update(product.id, editBody(product, { productType: 1 }));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('productType');
  });
});

describe('I22 DeleteProduct', () => {
  it('soft-deletes a product; it leaves the lists but its history stays', async () => {
    const product = await addProduct(t, owner, { name: 'To delete', quantity: 3 });
    const res = await call(t.app, 'DELETE', `/api/Product/DeleteProduct/${product.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(await movementsOf(product.id)).toHaveLength(1);
    expect((await call(t.app, 'GET', `/api/Product/GetProduct/${product.id}`, { token: owner.token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/Product/DeleteProduct/${product.id}`, { token: owner.token })).status).toBe(404);
  });

  it('answers 409 IN_USE while the product is in a live bundle, and deletes it once the bundle is gone', async () => {
    const product = await addProduct(t, owner, { name: 'Bundled milk' });
    const bundle = await addBundle(t, owner, { name: 'Milk pack', batchStore: [{ productId: product.id, quantity: 2 }] });
    const refused = await call(t.app, 'DELETE', `/api/Product/DeleteProduct/${product.id}`, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('IN_USE');
    expect(refused.body.errordesc).toMatch(/Milk pack/);
    expect((await call(t.app, 'DELETE', `/api/Product/DeleteBundle/${bundle.id}`, { token: owner.token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/Product/DeleteProduct/${product.id}`, { token: owner.token })).status).toBe(200);
  });

  it('answers 404 for another business’s product', async () => {
    const theirs = await addProduct(t, stranger, { name: 'Not yours' });
    expect((await call(t.app, 'DELETE', `/api/Product/DeleteProduct/${theirs.id}`, { token: owner.token })).status).toBe(404);
  });
});

describe('I33 BulkUpdateProducts', () => {
  type Result = RouteResult<typeof bulkUpdateProducts>;
  const bulk = (body: unknown, businessId = owner.businessId) =>
    call<Result>(t.app, 'PUT', `/api/Product/BulkUpdateProducts/${businessId}`, { token: owner.token, body });

  it('changes only the fields sent, saves the good entries and reports the bad ones', async () => {
    const service = await addProduct(t, owner, { name: 'Delivery', productType: 1, sellingPrice: 200, taxCode: 'E' });
    const goods = await addProduct(t, owner, { name: 'Flour', sellingPrice: 150, quantity: 7, variants: null });
    const theirs = await addProduct(t, stranger, { name: 'Foreign flour' });
    const res = await bulk({
      products: [
        { id: service.id, sellingPrice: 250 },
        { id: goods.id, name: 'Flour 2kg', quantity: 1000, taxCode: 'A' },
        { id: goods.id, minSellingPrice: 999 },
        { id: theirs.id, sellingPrice: 1 },
        { id: 999_999, sellingPrice: 1 },
      ],
    });
    expect(res.status, res.body.errordesc).toBe(200);
    bulkUpdateProducts.result.parse(res.body.result);
    expect(res.body.result!.updated).toBe(2);
    expect(res.body.result!.errors.map((error) => error.id)).toEqual([goods.id, theirs.id, 999_999]);
    expect(res.body.result!.errors[0]!.errordesc).toMatch(/^minSellingPrice/);
    const after = await call<Product>(t.app, 'GET', `/api/Product/GetProduct/${service.id}`, { token: owner.token });
    expect(after.body.result).toMatchObject({ productType: 1, sellingPrice: 250, taxCode: 'E', active: 1 });
    const flour = await call<Product>(t.app, 'GET', `/api/Product/GetProduct/${goods.id}`, { token: owner.token });
    expect(flour.body.result).toMatchObject({ name: 'Flour 2kg', quantity: 7, taxCode: 'A', taxRate: 0 });
  });

  it('moving to another category drops the old subcategory', async () => {
    const drinks = await insertCategory(t, owner, 'Bulk Drinks');
    const sodas = await insertSubcategory(t, owner, drinks.id, 'Bulk Sodas');
    const food = await insertCategory(t, owner, 'Bulk Food');
    const product = await addProduct(t, owner, { name: 'Juice', categoryId: drinks.id, category_OneId: sodas.id });
    const res = await bulk({ products: [{ id: product.id, categoryId: food.id }] });
    expect(res.body.result).toEqual({ updated: 1, errors: [] });
    const after = await call<Product>(t.app, 'GET', `/api/Product/GetProduct/${product.id}`, { token: owner.token });
    expect(after.body.result).toMatchObject({ categoryId: food.id, category_OneId: null });
  });

  it('refuses an empty list with a 400', async () => {
    const res = await bulk({ products: [] });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('products');
  });
});
