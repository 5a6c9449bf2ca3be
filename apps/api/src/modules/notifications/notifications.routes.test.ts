import { beforeAll, describe, expect, it } from 'vitest';
import { deleteNotifications, getAllNotifications, markNotificationsRead } from '@dukani/contracts';
import { addProduct, cashSale, postSale } from '@dukani/test-factories';
import { call, useTestApp } from '../../../test/helper';
import { msg } from '../../lib/messages';
import { createMember, type Owner } from '../../../test/fixtures';
import { notify, type NotificationCategory } from './notify';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await t.owner();
  stranger = await t.owner();
});

const list = (
  shop: Owner,
  body: { currentPageNumber?: number; pageSize?: number; category?: 0 | 1 | 2 | 3 } = {},
  isRead?: 'true' | 'false',
  token = shop.token,
) => t.call(getAllNotifications, { token, query: { businessId: shop.businessId, ...(isRead ? { isRead } : {}) }, body });

/** A notice titled "New invoice <name>", told apart by its name. */
async function raise(shop: Owner, category: NotificationCategory, name: string) {
  await notify(t.database.db, {
    tenantId: shop.tenantId,
    businessId: shop.businessId,
    category,
    title: msg('billing.notice.invoiceTitle', { invoiceNo: name }),
    message: msg('billing.notice.paidTitle'),
  });
}

describe('O1–O3 notifications', () => {
  it('a sale that takes a product to its low-stock level raises a category-2 notice, unread', async () => {
    const product = await addProduct(t.transport, owner, { name: 'Kimbo 1kg', quantity: 5, lowstock: 3 });
    const sold = await postSale(t.transport, owner, cashSale(owner, [{ productId: product.id, quantity: 2, calcPrice: product.sellingPrice! }]));
    expect(sold.status, sold.body.errordesc).toBe(200);
    const page = (await list(owner, { category: 2 })).body.result!;
    expect(page.data[0]).toMatchObject({ category: 2, title: 'Low stock', isRead: false, businessId: owner.businessId });
    expect(page.data[0]!.message).toBe('Kimbo 1kg is down to 3 (low-stock level 3).');
    expect(page.unreadCount).toBeGreaterThanOrEqual(1);
    // The same notice for a German reader, in German: it is kept as a sentence to put in words, not as English.
    const german = await call<{ data: { title: string; message: string }[] }>(
      t.app,
      'POST',
      `/api/Notifications/GetAllNotifications?businessId=${owner.businessId}`,
      {
        token: owner.token,
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
        body: { category: 2 },
      },
    );
    expect(german.body.result!.data[0]).toMatchObject({ title: 'Bestand niedrig', message: 'Kimbo 1kg ist auf 3 gesunken (Mindestbestand 3).' });
  });

  it('pages newest first, filters by read state and category, and counts unread across all', async () => {
    const shop = await t.owner();
    for (let i = 1; i <= 5; i++) await raise(shop, i % 2 === 0 ? 1 : 3, `Notice ${i}`);
    const first = (await list(shop, { pageSize: 2 })).body.result!;
    expect(first).toMatchObject({ totalRecords: 5, totalPages: 3, currentPageNumber: 1, pageSize: 2, unreadCount: 5 });
    expect(first.data.map((n) => n.title)).toEqual(['New invoice Notice 5', 'New invoice Notice 4']);
    const third = (await list(shop, { pageSize: 2, currentPageNumber: 3 })).body.result!;
    expect(third.data.map((n) => n.title)).toEqual(['New invoice Notice 1']);
    expect((await list(shop, { category: 1 })).body.result!.totalRecords).toBe(2);

    const marked = await t.call(markNotificationsRead, {
      token: shop.token,
      body: { businessId: shop.businessId, notificationIds: first.data.map((n) => n.id) },
    });
    expect(marked.body.result).toEqual({ updated: 2 });
    // Marking again, or an id that does not exist, changes nothing and is no error.
    const again = await t.call(markNotificationsRead, {
      token: shop.token,
      body: { businessId: shop.businessId, notificationIds: [first.data[0]!.id, 2_147_483_647] },
    });
    expect(again.body.result).toEqual({ updated: 0 });
    expect((await list(shop, {}, 'false')).body.result!).toMatchObject({ totalRecords: 3, unreadCount: 3 });
    expect((await list(shop, {}, 'true')).body.result!.totalRecords).toBe(2);

    const deleted = await t.call(deleteNotifications, {
      token: shop.token,
      body: { businessId: shop.businessId, notificationIds: [first.data[0]!.id, third.data[0]!.id] },
    });
    expect(deleted.body.result).toEqual({ deleted: 2 });
    expect((await list(shop)).body.result!).toMatchObject({ totalRecords: 3, unreadCount: 2 });
  });

  it("another business's notices: 403 when named, untouched when their ids are sent under one's own business", async () => {
    await raise(owner, 0, 'Private to the owner');
    const theirs = (await list(owner)).body.result!.data[0]!;
    expect((await list(owner, {}, undefined, stranger.token)).status).toBe(403);
    const foreignIds = { businessId: stranger.businessId, notificationIds: [theirs.id] };
    expect((await t.call(markNotificationsRead, { token: stranger.token, body: foreignIds })).body.result).toEqual({ updated: 0 });
    expect((await t.call(deleteNotifications, { token: stranger.token, body: foreignIds })).body.result).toEqual({ deleted: 0 });
    expect((await list(owner)).body.result!.data[0]).toMatchObject({ id: theirs.id, isRead: false });
  });

  it('any user linked to the business may read them, with no module key', async () => {
    const cashier = await createMember(t, owner, { roles: ['pos'] });
    expect((await list(owner, {}, undefined, cashier.token)).status).toBe(200);
  });

  it('names the field of bad input', async () => {
    const bad = await list(owner, { pageSize: 1000 });
    expect(bad.status).toBe(400);
    expect(bad.body.errordesc).toContain('pageSize');
    const category = await t.call(getAllNotifications, { token: owner.token, query: { businessId: owner.businessId }, body: { category: 7 as 0 } });
    expect(category.status).toBe(400);
    expect(category.body.errordesc).toContain('category');
  });
});
