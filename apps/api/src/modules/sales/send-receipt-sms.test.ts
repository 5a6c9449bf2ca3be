import { beforeAll, describe, expect, it } from 'vitest';
import { sendReceiptSms, smsOutbox } from '@dukani/contracts';
import { addProduct, cashSale, postSale } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let other: Owner;
let saleId: number;
let shareToken: string;
beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la SMS' });
  other = await t.owner({ businessName: 'Another Shop' });
  const pen = await addProduct(t.transport, owner, { name: 'Pen', sellingPrice: 20, quantity: 10 });
  const sold = await postSale(t.transport, owner, cashSale(owner, [{ productId: pen.id, quantity: 2, calcPrice: 20 }]));
  expect(sold.status, sold.body.errordesc).toBe(200);
  saleId = sold.body.result!.transactionId;
  shareToken = sold.body.result!.receipt.shareToken;
});

const send = (shop: Owner, phone: unknown, transactionId = saleId) =>
  t.call(sendReceiptSms, { token: shop.token, params: { businessId: shop.businessId, transactionId }, body: { phone } as { phone: string } });

describe('K8 SendReceiptSms', () => {
  it('queues one SMS with the short share link to the number in international form, for a cashier too', async () => {
    const cashier = await createMember(t, owner, { roles: ['pos'] });
    const res = await send({ ...owner, token: cashier.token }, '0712 345 678');
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toEqual({ phone: '+254712345678', link: expect.stringMatching(new RegExp(`/r/${shareToken}$`)) });
    const outbox = await t.call(smsOutbox, { query: { phone: '+254712345678' } });
    const message = outbox.body.result![0]!.message;
    expect(message).toContain('Duka la SMS');
    expect(message).toContain(`/r/${shareToken}`);
    expect(message).toContain('40.00');
    expect(message.length).toBeLessThanOrEqual(160);
  });

  it('refuses a phone that is not a mobile number with a sentence naming the field', async () => {
    for (const phone of ['12', 'not a phone', '']) {
      const res = await send(owner, phone);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'phone' });
      expect(res.body.errordesc).toMatch(/^phone\b/);
    }
  });

  it('limits a user to 10 receipts by SMS in 10 minutes, and a number to 3, with 429 and Retry-After', async () => {
    const cashier = await createMember(t, owner, { roles: ['pos'] });
    const asCashier = { ...owner, token: cashier.token };
    const outboxOf = async (phone: string) => (await t.call(smsOutbox, { query: { phone } })).body.result!.length;
    // One number, again and again: the fourth is refused and queues nothing.
    const same = await Promise.all([1, 2, 3, 4].map(() => send(asCashier, '0733 100 200')));
    expect(same.map((res) => res.status).sort()).toEqual([200, 200, 200, 429]);
    expect(await outboxOf('+254733100200')).toBe(3);
    // Any numbers: ten sends in all from this user (three are spent), then 429 whatever the number.
    const many = [];
    for (let n = 0; n < 8; n++) many.push(await send(asCashier, `0733 100 3${String(n).padStart(2, '0')}`));
    expect(many.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
    const refused = many.at(-1)!;
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxOf('+254733100307')).toBe(0);
    // Another user of the shop still sends.
    expect((await send(owner, '0733 100 400')).status).toBe(200);
  });

  it("is 404 for another shop's sale", async () => {
    const res = await send(other, '0712345679', saleId);
    expect([403, 404]).toContain(res.status);
    const mine = await t.call(sendReceiptSms, {
      token: other.token,
      params: { businessId: other.businessId, transactionId: saleId },
      body: { phone: '0712345679' },
    });
    expect(mine.status).toBe(404);
  });
});
