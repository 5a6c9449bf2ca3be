import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCreditDetails } from '@dukani/contracts';
import { addCustomer, addProduct, cashSale, postSale, refundSale, voidSale } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Amani' });
});

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
    const first = await sellTo(customer.id, 3, '2026-03-01T09:00:00.000Z');
    await sellTo(customer.id, 2, '2026-03-05T10:30:00.000Z');
    const voided = await sellTo(customer.id, 4, '2026-03-09T08:00:00.000Z');
    expect((await voidSale(t.transport, owner, voided.sale.transactionId)).status).toBe(200);
    const refund = await refundSale(t.transport, owner, first.sale.transactionId, { itemList: [{ productId: first.product.id, quantity: 1 }] });
    expect(refund.status, refund.body.errordesc).toBe(200);

    const details = await detailsOf(customer.id);
    expect(details.totalBought).toBe(400);
    expect(details.lastVisit).toBe('2026-03-05T10:30:00.000Z');
  });
});
