import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCustomerCredit, addCustomerDebit, getCreditDetails, sendCustomerReminder, smsOutbox } from '@dukani/contracts';
import { addCustomer, addProduct, cashSale, postSale, refundSale, voidSale } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';
import { reminderText } from './send-customer-reminder';

const t = useTestApp();
let owner: Owner;
let other: Owner;
beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Amani' });
  other = await t.owner({ businessName: 'Other Shop' });
});

/** A whole second `days` ago: sale rule 12 keeps a sale's date within the last 90 days. */
const daysAgo = (days: number) => new Date(Math.floor((Date.now() - days * 86_400_000) / 1000) * 1000).toISOString();

/** A sale of `quantity` × 100 to the customer, paid in cash, at `transactionDate`. */
async function sellTo(customerId: number, quantity: number, transactionDate: string) {
  const product = await addProduct(t.transport, owner, { name: `Item ${crypto.randomUUID().slice(0, 6)}`, sellingPrice: 100, quantity: 20, taxCode: 'B' });
  const res = await postSale(t.transport, owner, { ...cashSale(owner, [{ productId: product.id, quantity, calcPrice: 100 }]), customerId, transactionDate });
  expect(res.status, res.body.errordesc).toBe(200);
  return { product, sale: res.body.result! };
}

const detailsOf = async (customerId: number) => {
  const res = await t.call(getCreditDetails, { token: owner.token, params: { customerId } });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
};

describe('H11 GetCreditDetails: total bought and last visit', () => {
  it('is 0 and null before the first sale', async () => {
    const customer = await addCustomer(t.transport, owner, { clientName: 'New Face' });
    expect(await detailsOf(customer.id)).toMatchObject({ totalBought: 0, lastVisit: null });
  });

  it('sums live sales less refunds; a voided sale neither counts nor is a visit', async () => {
    const customer = await addCustomer(t.transport, owner, { clientName: 'Regular' });
    const first = await sellTo(customer.id, 3, daysAgo(9));
    const lastVisit = daysAgo(5);
    await sellTo(customer.id, 2, lastVisit);
    const voided = await sellTo(customer.id, 4, daysAgo(1));
    expect((await voidSale(t.transport, owner, voided.sale.transactionId)).status).toBe(200);
    const refund = await refundSale(t.transport, owner, first.sale.transactionId, { itemList: [{ productId: first.product.id, quantity: 1 }] });
    expect(refund.status, refund.body.errordesc).toBe(200);

    const details = await detailsOf(customer.id);
    expect(details.totalBought).toBe(400);
    expect(details.lastVisit).toBe(lastVisit);
  });
});

const remind = (customerId: number, token = owner.token) => t.call(sendCustomerReminder, { token, params: { customerId } });
const inbox = async (phone: string) => (await t.call(smsOutbox, { query: { phone } })).body.result ?? [];

describe('H17 SendReminder', () => {
  it('queues one SMS with the amount owed and the shop name, to the number in international form', async () => {
    const customer = await addCustomer(t.transport, owner, { clientName: 'Wanjiku Kamau', phoneNumber: '0722 555 101' });
    const owed = await t.call(addCustomerCredit, { token: owner.token, params: { customerId: customer.id }, body: { credit: 1500 } });
    expect(owed.status, owed.body.errordesc).toBe(200);
    await t.call(addCustomerDebit, { token: owner.token, params: { customerId: customer.id }, body: { debitAmount: 249.5, paymentModes: 'Cash' } });

    const res = await remind(customer.id);
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result!.phone).toBe('+254722555101');
    const messages = await inbox('+254722555101');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toBe(res.body.result!.message);
    expect(messages[0]!.message).toContain('Duka la Amani');
    expect(messages[0]!.message).toContain('1,250.50');
    expect(messages[0]!.message.length).toBeLessThanOrEqual(160);
  });

  it('refuses when nothing is owed (409) or there is no usable phone (400 naming phoneNumber), sending nothing', async () => {
    const clear = await addCustomer(t.transport, owner, { clientName: 'Paid Up', phoneNumber: '0722 555 102' });
    const nothing = await remind(clear.id);
    expect(nothing).toMatchObject({ status: 409, body: { code: 'INVALID_STATE' } });
    expect(nothing.body.errordesc).toContain('Paid Up owes nothing');
    const advance = await t.call(addCustomerDebit, { token: owner.token, params: { customerId: clear.id }, body: { debitAmount: 50, paymentModes: 'Cash' } });
    expect(advance.status).toBe(200);
    expect((await remind(clear.id)).status).toBe(409);
    expect(await inbox('+254722555102')).toHaveLength(0);

    const noPhone = await addCustomer(t.transport, owner, { clientName: 'No Phone' });
    await t.call(addCustomerCredit, { token: owner.token, params: { customerId: noPhone.id }, body: { credit: 10 } });
    const refused = await remind(noPhone.id);
    expect(refused.status).toBe(400);
    expect(refused.body.errordesc).toMatch(/^phoneNumber is missing/);
  });

  it("is 404 for another shop's customer and 403 for a cashier without the customers module", async () => {
    const customer = await addCustomer(t.transport, owner, { clientName: 'Private', phoneNumber: '0722 555 103' });
    await t.call(addCustomerCredit, { token: owner.token, params: { customerId: customer.id }, body: { credit: 10 } });
    expect((await remind(customer.id, other.token)).status).toBe(404);
    const cashier = await createMember(t, owner, { roles: ['pos'] });
    expect((await remind(customer.id, cashier.token)).status).toBe(403);
    expect(await inbox('+254722555103')).toHaveLength(0);
  });

  it('stays one SMS part however long the names are, and keeps the amount whole', () => {
    const text = reminderText({ shop: 'S'.repeat(120), customer: 'C'.repeat(120), amount: 'KSh 1,234,567.89' });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toContain('KSh 1,234,567.89');
  });
});
