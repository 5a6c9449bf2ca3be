import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProduct as addProductContract, type Product } from '@dukani/contracts';
import { auditLog, productVariants, stockMovements } from '../../db/schema';
import { useTestApp, call, multipart } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { addProduct, insertCategory, insertSubcategory, insertSupplier, productBody } from '../../../test/catalog';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
  stranger = await createOwner(t, { businessName: 'Other Shop' });
});
const post = (body: unknown, token = owner.token, headers: Record<string, string> = {}) =>
  call<Product>(t.app, 'POST', '/api/Product/AddProduct', { token, body, headers });

describe('I10 AddProduct', () => {
  it('creates a product with its opening stock as an Opening movement, and audits it', async () => {
    const product = addProductContract.result.parse(await addProduct(t, owner, { name: 'Sugar 1kg', quantity: 12, barCode: '600100' }));
    expect(product).toMatchObject({
      name: 'Sugar 1kg',
      quantity: 12,
      active: 1,
      productType: 0,
      trackInventory: 1,
      kra_ProductType: '2',
      taxCode: 'B',
      taxRate: 0.16,
      unitId: 1,
      unitsid: 1,
      unitName: 'Piece',
      quantityUnitCode: 'U',
      packagingUnitCode: 'NT',
      suppliers: [],
      variants: [],
    });
    const movements = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ adjustmentType: 'Opening', change: 12, quantityBefore: 0, quantityAfter: 12, userId: owner.userId });
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))));
    expect(logs.map((log) => log.action)).toEqual(['create']);
  });

  it('creates two variants: the product quantity is their sum and each has its own Opening movement', async () => {
    const product = await addProduct(t, owner, {
      name: 'T-shirt',
      quantity: 99,
      variants: [
        { name: 'Small', sellingPrice: 500, quantity: 4, barCode: 'TS-S' },
        { name: 'Large', sellingPrice: 550, quantity: 6, barCode: 'TS-L' },
      ],
    });
    expect(product.quantity).toBe(10);
    expect(product.variants.map((variant) => [variant.name, variant.quantity])).toEqual([
      ['Small', 4],
      ['Large', 6],
    ]);
    const movements = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(movements.map((movement) => [movement.adjustmentType, movement.variantId, movement.change]).sort()).toEqual(
      product.variants.map((variant) => ['Opening', variant.id, variant.quantity]).sort(),
    );
  });

  it('refuses a negative price with a 400 naming the field', async () => {
    const res = await post(productBody(owner, { sellingPrice: -1 }));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('sellingPrice');
    expect(res.body.errordesc).toMatch(/^sellingPrice/);
  });

  it('refuses a minimum selling price above the selling price, also on a variant', async () => {
    const res = await post(productBody(owner, { sellingPrice: 100, minSellingPrice: 120 }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'minSellingPrice' });
    const variant = await post(productBody(owner, { variants: [{ name: 'A', sellingPrice: 10, minSellingPrice: 11 }] }));
    expect(variant.status).toBe(400);
    expect(variant.body.field).toBe('variants[0].minSellingPrice');
    expect(variant.body.errordesc).toMatch(/^variants\[0\]\.minSellingPrice/);
  });

  it('answers 404 for an unknown category and for another business’s category', async () => {
    const unknown = await post(productBody(owner, { categoryId: 999_999 }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('categoryId');
    const theirs = await insertCategory(t, stranger, 'Their Drinks');
    const foreign = await post(productBody(owner, { categoryId: theirs.id }));
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
  });

  it('takes a category and subcategory of the business; a subcategory of another category is 400', async () => {
    const drinks = await insertCategory(t, owner, 'Drinks');
    const sodas = await insertSubcategory(t, owner, drinks.id, 'Sodas');
    const food = await insertCategory(t, owner, 'Food');
    const product = await addProduct(t, owner, { name: 'Fanta 500ml', categoryId: drinks.id, category_OneId: sodas.id });
    expect(product).toMatchObject({ categoryId: drinks.id, category_OneId: sodas.id, categoryName: 'Drinks', subcategoryName: 'Sodas' });
    const wrong = await post(productBody(owner, { categoryId: food.id, category_OneId: sodas.id }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('category_OneId');
  });

  it('derives tax from taxCode: E is 8 %, and an inclusive 108 is 100 before tax', async () => {
    const product = await addProduct(t, owner, { name: 'Bread', sellingPrice: 108, taxCode: 'E', taxRate: 0.5 });
    expect(product).toMatchObject({ taxId: 5, taxCode: 'E', taxRate: 0.08, taxInclusive: true, priceBeforeTax: 100 });
    const exclusive = await addProduct(t, owner, { name: 'Milk', sellingPrice: 108, taxId: 2, taxInclusive: false });
    expect(exclusive).toMatchObject({ taxCode: 'B', taxRate: 0.16, priceBeforeTax: 108 });
    const bad = await post(productBody(owner, { taxCode: 'Z' }));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('taxCode');
    const badId = await post(productBody(owner, { taxId: 12 }));
    expect(badId.status).toBe(400);
    expect(badId.body.field).toBe('taxId');
  });

  it('keeps no stock for a service and gives it the service defaults', async () => {
    const service = await addProduct(t, owner, { name: 'Phone repair', productType: 1, quantity: 50, trackInventory: 1 });
    expect(service).toMatchObject({ productType: 1, quantity: 0, trackInventory: 0, kra_ProductType: '3', packagingUnitCode: 'OU', unitId: 18 });
    const movements = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, service.id));
    expect(movements).toHaveLength(0);
  });

  it('refuses an unknown unit with a 400 on the field sent', async () => {
    const res = await post(productBody(owner, { unitsid: 77 }));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('unitsid');
    const kilo = await addProduct(t, owner, { name: 'Rice loose', unitId: 2 });
    expect(kilo).toMatchObject({ unitName: 'Kilogram', quantityUnitCode: 'KG' });
  });

  it('answers 409 DUPLICATE for a barcode already used by a product or a variant of the business', async () => {
    await addProduct(t, owner, { name: 'Omo 1kg', barCode: 'DUP-1', variants: [{ name: 'Blue', sellingPrice: 10, barCode: 'DUP-V' }] });
    const product = await post(productBody(owner, { name: 'Other', barCode: 'DUP-1' }));
    expect(product.status).toBe(409);
    expect(product.body).toMatchObject({ code: 'DUPLICATE', field: 'barCode' });
    expect(product.body.errordesc).toMatch(/Omo 1kg/);
    const variant = await post(productBody(owner, { name: 'Other', variants: [{ name: 'X', sellingPrice: 1, barCode: 'DUP-V' }] }));
    expect(variant.status).toBe(409);
    expect(variant.body.field).toBe('variants[0].barCode');
    const twice = await post(productBody(owner, { name: 'Twice', barCode: 'NEW-1', variants: [{ name: 'X', sellingPrice: 1, barCode: 'NEW-1' }] }));
    expect(twice.status).toBe(409);
    const elsewhere = await addProduct(t, stranger, { name: 'Omo elsewhere', barCode: 'DUP-1' });
    expect(elsewhere.barCode).toBe('DUP-1');
  });

  it('links live suppliers, ignores a list starting with 0, and refuses others', async () => {
    const kapa = await insertSupplier(t, owner, 'Kapa Oil');
    const gone = await insertSupplier(t, owner, 'Gone Ltd', { isActive: false });
    const theirs = await insertSupplier(t, stranger, 'Their Supplier');
    expect((await addProduct(t, owner, { name: 'Cooking oil', suppliers: [kapa.id] })).suppliers).toEqual([kapa.id]);
    expect((await addProduct(t, owner, { name: 'Salt', suppliers: [0, kapa.id] })).suppliers).toEqual([]);
    for (const id of [gone.id, theirs.id, 999_999]) {
      const res = await post(productBody(owner, { name: 'Bad supplier', suppliers: [kapa.id, id] }));
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('suppliers[1]');
      expect(res.body.errordesc).toMatch(/^suppliers\[1\]/);
    }
  });

  it('resizes an uploaded picture to at most 800×800 and serves it', async () => {
    const big = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const form = await multipart(productBody(owner, { name: 'Picture product' }), { data: big, field: 'images', filename: 'big.png' });
    const res = await call<Product>(t.app, 'POST', '/api/Product/AddProduct', { token: owner.token, body: form.body, headers: form.headers });
    expect(res.status, res.body.errordesc).toBe(200);
    const url = res.body.result!.productImagesPath!;
    expect(url).toMatch(/^\/uploads\/.+\.webp$/);
    const stored = await sharp(fs.readFileSync(path.join(t.app.uploadsDir, path.basename(url)))).metadata();
    expect(stored.width).toBe(800);
    expect(stored.height).toBe(500);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
  });

  it('lets a cashier with roles [pos] read the POS grid but not add a product', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const refused = await post(productBody(owner, { name: 'Not allowed' }), cashier.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const grid = await call(t.app, 'GET', `/api/Product/GetPosProducts/${owner.businessId}`, { token: cashier.token });
    expect(grid.status).toBe(200);
  });

  it('answers 403 BUSINESS_ACCESS for a business the caller is not linked to', async () => {
    const res = await post(productBody(stranger, { name: 'Intruder' }));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BUSINESS_ACCESS');
  });

  it('honours Idempotency-Key: a replay returns the same product once, another body is 409, a bad key 400', async () => {
    const key = crypto.randomUUID();
    const body = productBody(owner, { name: 'Idempotent tea', quantity: 5 });
    const first = await post(body, owner.token, { 'idempotency-key': key });
    const second = await post(body, owner.token, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.result!.id).toBe(first.body.result!.id);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const variants = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, first.body.result!.id));
    expect(variants).toHaveLength(1);
    const list = await call<Product[]>(t.app, 'GET', `/api/Product/GetAllProductsAndServices/${owner.businessId}`, { token: owner.token });
    expect(list.body.result!.filter((product) => product.name === 'Idempotent tea')).toHaveLength(1);
    const reused = await post({ ...body, name: 'Another tea' }, owner.token, { 'idempotency-key': key });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_REUSED');
    const bad = await post(body, owner.token, { 'idempotency-key': 'not-a-uuid' });
    expect(bad.status).toBe(400);
  });
});

describe('I18 GetProduct', () => {
  it('answers one product with variants, and 404 for another business’s product', async () => {
    const mine = await addProduct(t, owner, { name: 'Jacket', variants: [{ name: 'M', sellingPrice: 900, quantity: 1 }] });
    const res = await call<Product>(t.app, 'GET', `/api/Product/GetProduct/${mine.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.result!.variants).toHaveLength(1);
    const theirs = await addProduct(t, stranger, { name: 'Their jacket' });
    const foreign = await call(t.app, 'GET', `/api/Product/GetProduct/${theirs.id}`, { token: owner.token });
    expect(foreign.status).toBe(404);
    const rows = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, mine.id));
    expect(rows).toHaveLength(1);
  });
});
