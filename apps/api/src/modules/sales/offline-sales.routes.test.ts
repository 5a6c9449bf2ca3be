import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, products, stockMovements } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createOwner, type Owner } from '../../../test/fixtures';
import { addProduct, cashSale, countSaleRows, postSale, stockOf } from '../../../test/sales';

// Issue 17 item 4: the server accepts what a till sold with no connection (payload `offline: true`).
const t = useTestApp();
let owner: Owner;

beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Offline' });
});

// Two days back, within the 30 days a till's queue may hold a sale (sale rule 12).
const soldAt = new Date(Math.floor((Date.now() - 2 * 86_400_000) / 1000) * 1000).toISOString();
const deviceNo = () => `T1-${crypto.randomUUID().slice(0, 8)}`;
const offlineSale = (shop: Owner, lines: Parameters<typeof cashSale>[1], deviceReceiptNo = deviceNo()) =>
  cashSale(shop, lines, { offline: true, deviceReceiptNo, clientSaleId: crypto.randomUUID(), transactionDate: soldAt });

describe('offline sales (K1 with offline: true)', () => {
  it('records a stock shortfall: stock goes negative and a low-stock notice names the device receipt', async () => {
    const eggs = await addProduct(t, owner, { name: 'Eggs tray', sellingPrice: 450, quantity: 1 });
    const body = offlineSale(owner, [{ productId: eggs.id, quantity: 3, calcPrice: 450 }]);
    const res = await postSale(t, owner, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sale = res.body.result!;
    expect(sale).toMatchObject({ offline: true, deviceReceiptNo: body.deviceReceiptNo });
    expect(sale.transactionDate).toBe(soldAt);
    expect(sale.review).toEqual({ reasons: ['stockShort'] });
    expect(await stockOf(t, owner, eggs.id)).toBe(-2);
    const [move] = await t.database.db.select().from(stockMovements).where(eq(stockMovements.transactionId, sale.transactionId));
    expect(move).toMatchObject({ change: -3, quantityBefore: 1, quantityAfter: -2 });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.businessId, owner.businessId), eq(notifications.category, 2)));
    expect(notices.some((n) => n.message.includes(body.deviceReceiptNo!) && n.message.includes('Eggs tray'))).toBe(true);
  });

  it('the same shortfall online is still refused (409) and writes nothing', async () => {
    const salt = await addProduct(t, owner, { name: 'Salt', sellingPrice: 30, quantity: 1 });
    const before = await countSaleRows(t);
    const res = await postSale(t, owner, cashSale(owner, [{ productId: salt.id, quantity: 2, calcPrice: 30 }], { deviceReceiptNo: deviceNo() }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('OUT_OF_STOCK');
    expect(await countSaleRows(t)).toEqual(before);
  });

  it('keeps the price the customer paid when the price (and minimum) rose meanwhile', async () => {
    const sugar = await addProduct(t, owner, { name: 'Sugar 1kg', sellingPrice: 160, minSellingPrice: 150, quantity: 10 });
    await t.database.db.update(products).set({ sellingPrice: 200, minSellingPrice: 190 }).where(eq(products.id, sugar.id));
    const online = await postSale(t, owner, cashSale(owner, [{ productId: sugar.id, quantity: 1, calcPrice: 160 }]));
    expect(online.status).toBe(400);
    const res = await postSale(t, owner, offlineSale(owner, [{ productId: sugar.id, quantity: 2, calcPrice: 160 }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result!.itemList[0]).toMatchObject({ calcPrice: 160, sellingPrice: 200 });
    expect(res.body.result!.total).toBe(320);
    // The till sent no catalogSyncedAt: it could not be judged, so the sale is held for review, not refused.
    expect(res.body.result!.review).toEqual({ reasons: ['priceBelowMinimum'] });
  });

  it('records a product taken off sale after the till sold it', async () => {
    const pen = await addProduct(t, owner, { name: 'Pen', sellingPrice: 20, quantity: 5 });
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, pen.id));
    const res = await postSale(t, owner, offlineSale(owner, [{ productId: pen.id, quantity: 1, calcPrice: 20 }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stockOf(t, owner, pen.id)).toBe(4);
    expect(res.body.result!.review).toEqual({ reasons: ['productOffSale'] });
  });

  it('records the sale with no register session when the shop requires one (the shift closed meanwhile)', async () => {
    const shop = await createOwner(t);
    const item = await addProduct(t, shop, { name: 'Matches', sellingPrice: 10, quantity: 5 });
    const saved = await call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', {
      token: shop.token,
      body: { businessId: shop.businessId, requireOpenSession: true },
    });
    expect(saved.status).toBe(200);
    const online = await postSale(t, shop, cashSale(shop, [{ productId: item.id, quantity: 1, calcPrice: 10 }]));
    expect(online.body.code).toBe('NO_OPEN_SESSION');
    const res = await postSale(t, shop, offlineSale(shop, [{ productId: item.id, quantity: 1, calcPrice: 10 }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result!.sessionId).toBeNull();
    expect(res.body.result!.review).toEqual({ reasons: ['noOpenShift'] });
  });

  it('refuses the same deviceReceiptNo twice in one shop for good (409 DUPLICATE), not across shops', async () => {
    const soap = await addProduct(t, owner, { name: 'Soap', sellingPrice: 50, quantity: 10 });
    const number = deviceNo();
    const first = await postSale(t, owner, offlineSale(owner, [{ productId: soap.id, quantity: 1, calcPrice: 50 }], number));
    expect(first.status).toBe(200);
    const before = await countSaleRows(t);
    const again = await postSale(t, owner, offlineSale(owner, [{ productId: soap.id, quantity: 1, calcPrice: 50 }], number));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'DUPLICATE', field: 'deviceReceiptNo' });
    expect(again.body.errordesc).toContain(first.body.result!.receiptNo);
    // Issue 32 item 6: a clash is not "already recorded": the sentence says this sale was not recorded.
    expect(again.body.errordesc).toMatch(new RegExp(`^deviceReceiptNo ${number} .*not recorded`));
    expect(await countSaleRows(t)).toEqual(before);
    expect(await stockOf(t, owner, soap.id)).toBe(9);
    const shop = await createOwner(t);
    const theirs = await addProduct(t, shop, { name: 'Soap', sellingPrice: 50, quantity: 10 });
    const elsewhere = await postSale(t, shop, offlineSale(shop, [{ productId: theirs.id, quantity: 1, calcPrice: 50 }], number));
    expect(elsewhere.status).toBe(200);
  });

  it('the queue re-sending with the same clientSaleId and key replays; a new key is DUPLICATE', async () => {
    const tea = await addProduct(t, owner, { name: 'Tea', sellingPrice: 100, quantity: 0 });
    const body = offlineSale(owner, [{ productId: tea.id, quantity: 1, calcPrice: 100 }]);
    const key = crypto.randomUUID();
    const first = await postSale(t, owner, body, { key });
    const replay = await postSale(t, owner, body, { key });
    expect(first.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.result!.transactionId).toBe(first.body.result!.transactionId);
    const later = await postSale(t, owner, body);
    expect(later.status).toBe(409);
    // The same sale (its clientSaleId and its device number): the queue reads clientSaleId as "recorded".
    expect(later.body).toMatchObject({ code: 'DUPLICATE', field: 'clientSaleId' });
    expect(await stockOf(t, owner, tea.id)).toBe(-1);
  });

  it('lists the device receipt number (L1, L7) and finds the sale by it', async () => {
    const milk = await addProduct(t, owner, { name: 'Milk', sellingPrice: 65, quantity: 10 });
    const body = offlineSale(owner, [{ productId: milk.id, quantity: 1, calcPrice: 65 }]);
    body.transactionDate = null;
    const sold = await postSale(t, owner, body);
    expect(sold.status).toBe(200);
    const today = await call<{ transactionId: number; deviceReceiptNo: string | null; offline: boolean }[]>(
      t.app,
      'GET',
      `/api/Transactions/GetPOSTransactions/${owner.businessId}`,
      { token: owner.token },
    );
    expect(today.body.result!.find((r) => r.transactionId === sold.body.result!.transactionId)).toMatchObject({
      deviceReceiptNo: body.deviceReceiptNo,
      offline: true,
    });
    const found = await call<{ data: { receiptNo: string; deviceReceiptNo: string | null }[] }>(
      t.app,
      'GET',
      `/api/Transactions/GetSales/${owner.businessId}?SearchParam=${encodeURIComponent(body.deviceReceiptNo!.toLowerCase())}`,
      { token: owner.token },
    );
    expect(found.body.result!.data.map((r) => r.deviceReceiptNo)).toEqual([body.deviceReceiptNo]);
  });
});
