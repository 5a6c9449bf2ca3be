import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deleteNotifications, getAllNotifications, getSales, getTransactionDetails, saveCashRegisterSettings } from '@dukani/contracts';
import { products } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';
import { addProduct, cashSale, countSaleRows, postSale, stockOf } from '../../../test/sales';

// Issue 32 item 2 (API.md sale rule 11): an offline sale keeps the rules its till could check; what it could not
// know is recorded and held for review, with a notice only Owners and Admins see.
const t = useTestApp();
let owner: Owner;
let cashier: Owner;

beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Ukaguzi' });
  cashier = { ...owner, ...(await createMember(t, owner, { roles: ['pos'] })) };
});

/** A whole second from now: after everything made so far, so the till's copy is up to date. */
const syncedNow = () => new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000).toISOString();
const offline = (lines: Parameters<typeof cashSale>[1], extra: Parameters<typeof cashSale>[2] = {}) =>
  cashSale(owner, lines, { offline: true, deviceReceiptNo: `T9-${crypto.randomUUID().slice(0, 8)}`, clientSaleId: crypto.randomUUID(), ...extra });
const heldSales = async (token = owner.token) =>
  (await t.call(getSales, { token, params: { businessId: owner.businessId }, query: { Review: 'true' } as never })).body.result!;
const notices = async (token: string) =>
  (await t.call(getAllNotifications, { token, query: { businessId: owner.businessId }, body: { currentPageNumber: 1, pageSize: 100 } })).body.result!.data;

describe('an offline sale judged against the till catalog as of catalogSyncedAt', () => {
  it('refuses what the till knew: a price under the minimum, a 100 % discount, a product off sale before the sync', async () => {
    const flour = await addProduct(t, owner, { name: 'Unga 2kg', sellingPrice: 100, minSellingPrice: 80, quantity: 20 });
    const pen = await addProduct(t, owner, { name: 'Kalamu', sellingPrice: 20, quantity: 5 });
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, pen.id));
    const catalogSyncedAt = syncedNow();
    const before = await countSaleRows(t);
    for (const price of [0.01, 0]) {
      const res = await postSale(t, cashier, offline([{ productId: flour.id, quantity: 1, calcPrice: price }], { catalogSyncedAt, totalPaid: price }));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.field).toBe('itemList[0].calcPrice');
    }
    const free = await postSale(
      t,
      cashier,
      offline([{ productId: flour.id, quantity: 1, calcPrice: 100 }], { catalogSyncedAt, discount: { type: '%', amount: 100 }, totalPaid: 0 }),
    );
    expect(free.status, JSON.stringify(free.body)).toBe(400);
    const offSale = await postSale(t, cashier, offline([{ productId: pen.id, quantity: 1, calcPrice: 20 }], { catalogSyncedAt, totalPaid: 20 }));
    expect(offSale).toMatchObject({ status: 400, body: { field: 'itemList[0].productId' } });
    expect(await countSaleRows(t)).toEqual(before);
  });

  it('records what the till could not know and holds it for review: stock sold meanwhile', async () => {
    const eggs = await addProduct(t, owner, { name: 'Mayai tray', sellingPrice: 450, quantity: 2 });
    const res = await postSale(
      t,
      cashier,
      offline([{ productId: eggs.id, quantity: 50, calcPrice: 450 }], { catalogSyncedAt: syncedNow(), totalPaid: 22_500 }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result!.review).toEqual({ reasons: ['stockShort'] });
    expect(await stockOf(t, owner, eggs.id)).toBe(-48);
    const details = await t.call(getTransactionDetails, {
      token: owner.token,
      params: { businessId: owner.businessId, transactionId: res.body.result!.transactionId },
    });
    expect(details.body.result!.review).toEqual({ reasons: ['stockShort'] });
    expect((await heldSales()).data.map((row) => row.receiptNo)).toContain(res.body.result!.receiptNo);
  });

  it('holds a price under a minimum raised after the sync, a product taken off sale after it, and a till that sent no sync time', async () => {
    const sugar = await addProduct(t, owner, { name: 'Sukari', sellingPrice: 160, minSellingPrice: 150, quantity: 10 });
    const soap = await addProduct(t, owner, { name: 'Sabuni', sellingPrice: 60, quantity: 10 });
    const catalogSyncedAt = new Date(Date.now() - 60_000).toISOString();
    await t.database.db.update(products).set({ sellingPrice: 200, minSellingPrice: 190 }).where(eq(products.id, sugar.id));
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, soap.id));
    const raised = await postSale(t, cashier, offline([{ productId: sugar.id, quantity: 1, calcPrice: 160 }], { catalogSyncedAt, totalPaid: 160 }));
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.result!.review).toEqual({ reasons: ['priceBelowMinimum'] });
    const gone = await postSale(t, cashier, offline([{ productId: soap.id, quantity: 1, calcPrice: 60 }], { catalogSyncedAt, totalPaid: 60 }));
    expect(gone.body.result!.review).toEqual({ reasons: ['productOffSale'] });
    const unknown = await postSale(t, cashier, offline([{ productId: sugar.id, quantity: 1, calcPrice: 160 }], { totalPaid: 160 }));
    expect(unknown.body.result!.review).toEqual({ reasons: ['priceBelowMinimum'] });
  });

  it('holds a sale with no open shift in a shop that requires one; an online sale is still refused', async () => {
    const matches = await addProduct(t, owner, { name: 'Kiberiti', sellingPrice: 10, quantity: 50 });
    const saved = await t.call(saveCashRegisterSettings, { token: owner.token, body: { businessId: owner.businessId, requireOpenSession: true } as never });
    expect(saved.status).toBe(200);
    try {
      const online = await postSale(t, cashier, cashSale(owner, [{ productId: matches.id, quantity: 1, calcPrice: 10 }]));
      expect(online.body.code).toBe('NO_OPEN_SESSION');
      const res = await postSale(t, cashier, offline([{ productId: matches.id, quantity: 1, calcPrice: 10 }], { catalogSyncedAt: syncedNow(), totalPaid: 10 }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result).toMatchObject({ sessionId: null, review: { reasons: ['noOpenShift'] } });
    } finally {
      await t.call(saveCashRegisterSettings, { token: owner.token, body: { businessId: owner.businessId, requireOpenSession: false } as never });
    }
  });

  it('lists only held sales with Review=true; a plain sale carries review null', async () => {
    const tea = await addProduct(t, owner, { name: 'Chai', sellingPrice: 50, quantity: 10 });
    const plain = await postSale(t, cashier, cashSale(owner, [{ productId: tea.id, quantity: 1, calcPrice: 50 }]));
    expect(plain.body.result!.review).toBeNull();
    const held = await heldSales();
    expect(held.data.length).toBeGreaterThan(0);
    expect(held.data.every((row) => row.review !== null && row.review.reasons.length > 0)).toBe(true);
    expect(held.data.map((row) => row.receiptNo)).not.toContain(plain.body.result!.receiptNo);
  });

  it('rings a notice for Owners and Admins that the cashier can neither see nor delete', async () => {
    const ownerNotices = (await notices(owner.token)).filter((n) => n.title === 'Offline sale held for review');
    expect(ownerNotices.length).toBeGreaterThan(0);
    expect(ownerNotices[0]!.message).toContain('Test Member');
    const admin = { ...owner, ...(await createMember(t, owner, { roleTypes: 'Admin' })) };
    expect((await notices(admin.token)).some((n) => n.id === ownerNotices[0]!.id)).toBe(true);
    expect((await notices(cashier.token)).some((n) => n.title === 'Offline sale held for review')).toBe(false);
    const ids = ownerNotices.map((n) => n.id);
    const deleted = await t.call(deleteNotifications, { token: cashier.token, body: { businessId: owner.businessId, notificationIds: ids } });
    expect(deleted.body.result).toEqual({ deleted: 0 });
    expect((await notices(owner.token)).filter((n) => ids.includes(n.id))).toHaveLength(ids.length);
  });
});
