import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adjustStock, updateStock } from '@dukani/contracts';
import { auditLog, notifications, stockMovements, suppliers } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { addProduct, adjust, getProduct, history, receive } from '../../../test/stock';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Baraka' });
  stranger = await createOwner(t, { businessName: 'Another Shop' });
});
async function addSupplier(o: Owner, name = 'Bidco Distributors') {
  const [row] = await t.database.db.insert(suppliers).values({ tenantId: o.tenantId, businessId: o.businessId, supplierName: name }).returning();
  return row!;
}

const movementsOf = (productId: number) => t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));

describe('I27 UpdateStock', () => {
  it('adds qty as a Receive movement, takes the new prices and keeps supplier, note and date', async () => {
    const product = await addProduct(t, owner, { name: 'Kimbo 1kg' });
    const supplier = await addSupplier(owner);
    const res = await receive(t, owner.token, {
      id: product.id,
      qty: 5,
      sellingPrice: 130,
      minSellingPrice: 125,
      buyingPrice: 99.555,
      supplierId: supplier.id,
      note: 'Invoice 4471',
      reason: 'Weekly delivery',
      transactionDate: '2025-03-01T10:00:00+03:00',
      kra_Registered: true,
    });
    expect(res.status, res.body.errordesc).toBe(200);
    const result = updateStock.result.parse(res.body.result);
    expect(result).toMatchObject({ id: product.id, quantity: 15, sellingPrice: 130, minSellingPrice: 125, buyingPrice: 99.56 });
    // Dated in the past by transactionDate, so it sorts below the Opening row of today.
    const page = await history(t, owner.token, product.id);
    expect(page.data.map((row) => row.adjustmentType)).toEqual(['Opening', 'Receive']);
    expect(page.data[1]).toMatchObject({
      adjustmentType: 'Receive',
      qty: 5,
      change: 5,
      quantityBefore: 10,
      quantityAfter: 15,
      supplierId: supplier.id,
      note: 'Invoice 4471',
      reason: 'Weekly delivery',
      kra_Registered: true,
      actionDate: '2025-03-01T07:00:00.000Z',
      userName: 'Test Owner',
    });
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'stock'), eq(auditLog.action, 'receive')));
    expect(logs.some((log) => (log.detail as { productId?: number }).productId === product.id)).toBe(true);
  });

  it('refuses qty 0, a minimum above the price, a foreign supplier and a service, changing nothing', async () => {
    const product = await addProduct(t, owner, { name: 'Elianto 1L' });
    const foreign = await addSupplier(stranger, 'Not Ours Ltd');
    const zero = await receive(t, owner.token, { id: product.id, qty: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ code: 'VALIDATION', field: 'qty' });
    expect(zero.body.errordesc).toMatch(/^qty /);
    const prices = await receive(t, owner.token, { id: product.id, qty: 2, sellingPrice: 100, minSellingPrice: 150 });
    expect(prices.status).toBe(400);
    expect(prices.body.field).toBe('minSellingPrice');
    const supplier = await receive(t, owner.token, { id: product.id, qty: 2, supplierId: foreign.id });
    expect(supplier.status).toBe(400);
    expect(supplier.body.field).toBe('supplierId');
    const service = await addProduct(t, owner, { name: 'Phone charging', productType: 1, quantity: 0 });
    const serviceRes = await receive(t, owner.token, { id: service.id, qty: 2 });
    expect(serviceRes.status).toBe(400);
    expect((await getProduct(t, owner.token, product.id)).quantity).toBe(10);
    expect(await movementsOf(product.id)).toHaveLength(1);
  });
});

describe('I29 AdjustStock', () => {
  it('Increase adds, Decrease subtracts, Set makes qty the count', async () => {
    // Kilograms, so the Decrease of 1.5 fits the unit.
    const product = await addProduct(t, owner, { name: 'Omo loose', quantity: 20, unitId: 2 });
    const up = await adjust(t, owner.token, { id: product.id, qty: 4, adjustmentType: 'Increase', reason: 'Found in store' });
    expect(adjustStock.result.parse(up.body.result).quantity).toBe(24);
    const down = await adjust(t, owner.token, { id: product.id, qty: 1.5, adjustmentType: 'Decrease', reason: 'Damaged' });
    expect(down.body.result!.quantity).toBe(22.5);
    const set = await adjust(t, owner.token, { id: product.id, qty: 7, adjustmentType: 'Set', reason: 'Stock take' });
    expect(set.body.result!.quantity).toBe(7);
    const rows = (await history(t, owner.token, product.id)).data;
    expect(rows.map((row) => [row.adjustmentType, row.qty, row.change, row.quantityBefore, row.quantityAfter])).toEqual([
      ['Set', 7, -15.5, 22.5, 7],
      ['Decrease', 1.5, -1.5, 24, 22.5],
      ['Increase', 4, 4, 20, 24],
      ['Opening', 20, 20, 0, 20],
    ]);
  });

  it('needs adjustmentType', async () => {
    const product = await addProduct(t, owner, { name: 'Royco 200g' });
    const res = await adjust(t, owner.token, { id: product.id, qty: 1 });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('adjustmentType');
  });

  it('refuses to go below 0 with 409 OUT_OF_STOCK and changes nothing', async () => {
    const product = await addProduct(t, owner, { name: 'Blue Band 250g', quantity: 3 });
    const res = await adjust(t, owner.token, { id: product.id, qty: 5, adjustmentType: 'Decrease' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('OUT_OF_STOCK');
    expect(res.body.errordesc).toBe('Blue Band 250g: only 3 left in stock');
    expect((await getProduct(t, owner.token, product.id)).quantity).toBe(3);
    expect(await movementsOf(product.id)).toHaveLength(1);
  });

  it('goes negative once the business allows negative inventory', async () => {
    const shop = await createOwner(t, { businessName: 'Negative Shop' });
    const product = await addProduct(t, shop, { name: 'Menengai Soap', quantity: 2 });
    const settings = await call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', {
      token: shop.token,
      body: { businessId: shop.businessId, requireOpenSession: false, allowNegativeInventory: true, mobileMoneyEnabled: false },
    });
    expect(settings.status, settings.body.errordesc).toBe(200);
    const res = await adjust(t, shop.token, { id: product.id, qty: 5, adjustmentType: 'Decrease' });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result!.quantity).toBe(-3);
  });

  it('keeps variant stock per variant and the product quantity as their sum', async () => {
    const product = await addProduct(t, owner, {
      name: 'Safari Boots',
      quantity: undefined,
      variants: [
        { name: 'Size 40', sellingPrice: 1500, quantity: 4, lowstock: 1 },
        { name: 'Size 42', sellingPrice: 1500, quantity: 6, lowstock: 1 },
      ],
    });
    expect(product.quantity).toBe(10);
    const [size40, size42] = product.variants;
    const missing = await adjust(t, owner.token, { id: product.id, qty: 1, adjustmentType: 'Increase' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('variantId');
    const up = await adjust(t, owner.token, { id: product.id, variantId: size40!.id, qty: 3, adjustmentType: 'Increase' });
    expect(up.body.result!.quantity).toBe(13);
    const received = await receive(t, owner.token, { id: product.id, variantId: size42!.id, qty: 2, sellingPrice: 1600 });
    expect(received.status, received.body.errordesc).toBe(200);
    const variants = received.body.result!.variants;
    expect(variants.map((variant) => [variant.name, variant.quantity, variant.sellingPrice])).toEqual([
      ['Size 40', 7, 1500],
      ['Size 42', 8, 1600],
    ]);
    expect(received.body.result!).toMatchObject({ quantity: 15, sellingPrice: 120 });
    const rows = (await history(t, owner.token, product.id)).data;
    expect(rows[0]).toMatchObject({ variantId: size42!.id, variantName: 'Size 42', quantityBefore: 6, quantityAfter: 8 });
  });

  it('raises one low-stock notification when the level is crossed, not again below it', async () => {
    const product = await addProduct(t, owner, { name: 'Fresha Milk 500ml', quantity: 10, lowstock: 3 });
    const lowStock = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.businessId, owner.businessId), eq(notifications.category, 2), like(notifications.message, 'Fresha Milk 500ml%')));
    await adjust(t, owner.token, { id: product.id, qty: 6, adjustmentType: 'Decrease' });
    expect(await lowStock()).toHaveLength(0);
    const crossing = await adjust(t, owner.token, { id: product.id, qty: 1, adjustmentType: 'Decrease' });
    expect(crossing.body.result).toMatchObject({ quantity: 3, isLowStock: true });
    expect(await lowStock()).toHaveLength(1);
    await adjust(t, owner.token, { id: product.id, qty: 1, adjustmentType: 'Decrease' });
    expect(await lowStock()).toHaveLength(1);
  });
});

describe('I28 GetStockActivity', () => {
  it('lists movements newest first with before, after and user name, paged', async () => {
    const product = await addProduct(t, owner, { name: 'Daawat Rice 1kg', quantity: 1 });
    for (let index = 1; index <= 4; index++) await adjust(t, owner.token, { id: product.id, qty: index, adjustmentType: 'Increase' });
    const first = await history(t, owner.token, product.id, '?PageSize=2');
    expect(first).toMatchObject({ totalRecords: 5, totalPages: 3, currentPageNumber: 1, pageSize: 2 });
    expect(first.data.map((row) => [row.qty, row.quantityBefore, row.quantityAfter, row.userName])).toEqual([
      [4, 7, 11, 'Test Owner'],
      [3, 4, 7, 'Test Owner'],
    ]);
    const third = await history(t, owner.token, product.id, '?PageSize=2&CurrentPageNumber=3');
    expect(third.data.map((row) => row.adjustmentType)).toEqual(['Opening']);
    const past = await history(t, owner.token, product.id, '?PageSize=2&CurrentPageNumber=9');
    expect(past.data).toEqual([]);
  });

  it('filters by calendar days in the business’s time zone (KE is UTC+3), both ends inclusive', async () => {
    const product = await addProduct(t, owner, { name: 'Ndovu Maize Flour 2kg', quantity: 50 });
    const at = (transactionDate: string, qty: number) => adjust(t, owner.token, { id: product.id, qty, adjustmentType: 'Decrease', transactionDate });
    await at('2025-01-10T23:30:00+03:00', 1);
    await at('2025-01-11T00:30:00+03:00', 2); // 2025-01-10T21:30Z, but 11 January in Nairobi
    await at('2025-01-12T23:59:00+03:00', 3);
    const day = await history(t, owner.token, product.id, '?StartDate=2025-01-11&EndDate=2025-01-11');
    expect(day.data.map((row) => row.qty)).toEqual([2]);
    const span = await history(t, owner.token, product.id, '?StartDate=2025-01-10&EndDate=2025-01-12');
    expect(span.data.map((row) => row.qty)).toEqual([3, 2, 1]);
    const bad = await call(t.app, 'GET', `/api/Product/GetStockActivity/${product.id}?StartDate=2025-02-30`, { token: owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('StartDate');
  });
});

describe('I30 and I31 hide history', () => {
  it('hide one row or all rows without touching the quantity', async () => {
    const product = await addProduct(t, owner, { name: 'Geisha Soap', quantity: 8 });
    await adjust(t, owner.token, { id: product.id, qty: 2, adjustmentType: 'Increase' });
    const [latest] = (await history(t, owner.token, product.id)).data;
    const strangerRes = await call(t.app, 'DELETE', `/api/Product/DeleteStockHistory/${latest!.id}`, { token: stranger.token });
    expect(strangerRes.status).toBe(404);
    const one = await call(t.app, 'DELETE', `/api/Product/DeleteStockHistory/${latest!.id}`, { token: owner.token });
    expect(one.status).toBe(200);
    expect(one.body.result).toBeNull();
    expect((await history(t, owner.token, product.id)).data.map((row) => row.adjustmentType)).toEqual(['Opening']);
    expect((await getProduct(t, owner.token, product.id)).quantity).toBe(10);
    const again = await call(t.app, 'DELETE', `/api/Product/DeleteStockHistory/${latest!.id}`, { token: owner.token });
    expect(again.status).toBe(404);
    const all = await call<{ deleted: number }>(t.app, 'DELETE', `/api/Product/DeleteAllStockHistory/${product.id}`, { token: owner.token });
    expect(all.body.result).toEqual({ deleted: 1 });
    expect((await history(t, owner.token, product.id)).totalRecords).toBe(0);
    expect((await getProduct(t, owner.token, product.id)).quantity).toBe(10);
    expect(await movementsOf(product.id)).toHaveLength(2);
  });
});

describe('access', () => {
  it('answers 404 for another business’s product on every stock route', async () => {
    const product = await addProduct(t, stranger, { name: 'Their Tea' });
    expect((await adjust(t, owner.token, { id: product.id, qty: 1, adjustmentType: 'Increase' })).status).toBe(404);
    expect((await receive(t, owner.token, { id: product.id, qty: 1 })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/Product/GetStockActivity/${product.id}`, { token: owner.token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/Product/DeleteAllStockHistory/${product.id}`, { token: owner.token })).status).toBe(404);
    expect((await getProduct(t, stranger.token, product.id)).quantity).toBe(10);
  });

  it('refuses a cashier without the products module (403 FORBIDDEN)', async () => {
    const product = await addProduct(t, owner, { name: 'Cashier Test Item' });
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const res = await adjust(t, cashier.token, { id: product.id, qty: 1, adjustmentType: 'Increase' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    const keeper = await createMember(t, owner, { roleTypes: 'User', roles: ['products'] });
    expect((await adjust(t, keeper.token, { id: product.id, qty: 1, adjustmentType: 'Increase' })).status).toBe(200);
  });
});

describe('I25 ResetAllQuantities and I32 TrackAllItems', () => {
  it('I25 is Owner only; the Owner’s reset zeroes every tracked product and variant with Reset rows', async () => {
    const shop = await createOwner(t, { businessName: 'Reset Shop' });
    await call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', {
      token: shop.token,
      body: { businessId: shop.businessId, requireOpenSession: false, allowNegativeInventory: true, mobileMoneyEnabled: false },
    });
    const plain = await addProduct(t, shop, { name: 'Sugar 1kg', quantity: 12 });
    const negative = await addProduct(t, shop, { name: 'Salt 500g', quantity: 1 });
    await adjust(t, shop.token, { id: negative.id, qty: 4, adjustmentType: 'Decrease' });
    const zero = await addProduct(t, shop, { name: 'Matches', quantity: 0 });
    const untracked = await addProduct(t, shop, { name: 'Loose Sweets', quantity: 30, trackInventory: 0 });
    const withVariants = await addProduct(t, shop, {
      name: 'Kanga',
      quantity: undefined,
      variants: [
        { name: 'Red', sellingPrice: 500, quantity: 3 },
        { name: 'Blue', sellingPrice: 500, quantity: 0 },
      ],
    });
    const admin = await createMember(t, shop, { roleTypes: 'Admin' });
    const denied = await call(t.app, 'PUT', `/api/Product/ResetAllQuantities/${shop.businessId}`, { token: admin.token });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');

    const res = await call<{ updated: number }>(t.app, 'PUT', `/api/Product/ResetAllQuantities/${shop.businessId}`, { token: shop.token });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toEqual({ updated: 3 });
    for (const product of [plain, negative, zero, withVariants]) expect((await getProduct(t, shop.token, product.id)).quantity).toBe(0);
    expect((await getProduct(t, shop.token, untracked.id)).quantity).toBe(30);
    const [resetRow] = (await history(t, shop.token, negative.id)).data;
    expect(resetRow).toMatchObject({ adjustmentType: 'Reset', quantityBefore: -3, quantityAfter: 0, change: 3 });
    const variantRows = (await history(t, shop.token, withVariants.id)).data.filter((row) => row.adjustmentType === 'Reset');
    expect(variantRows.map((row) => row.variantName)).toEqual(['Red']);
  });

  it('I32 turns tracking on for products and leaves services alone', async () => {
    const shop = await createOwner(t, { businessName: 'Tracking Shop' });
    const untracked = await addProduct(t, shop, { name: 'Bread', trackInventory: 0 });
    const tracked = await addProduct(t, shop, { name: 'Milk' });
    const service = await addProduct(t, shop, { name: 'M-Pesa float', productType: 1, quantity: 0 });
    const res = await call<{ updated: number }>(t.app, 'POST', `/api/Product/TrackAllItems/${shop.businessId}`, { token: shop.token });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toEqual({ updated: 1 });
    expect((await getProduct(t, shop.token, untracked.id)).trackInventory).toBe(1);
    expect((await getProduct(t, shop.token, tracked.id)).trackInventory).toBe(1);
    expect((await getProduct(t, shop.token, service.id)).trackInventory).toBe(0);
    const foreign = await call(t.app, 'POST', `/api/Product/TrackAllItems/${shop.businessId}`, { token: owner.token });
    expect(foreign.status).toBe(403);
  });
});
