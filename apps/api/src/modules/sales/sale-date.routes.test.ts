import { beforeAll, describe, expect, it } from 'vitest';
import { adjustStock, getCatalogChanges } from '@dukani/contracts';
import { addCustomer } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';
import { addProduct, cashSale, countSaleRows, postSale } from '../../../test/sales';

// Issue 32 item 7 (API.md sale rule 12): a sale's date is bounded, and no date string answers 500.
const t = useTestApp();
let owner: Owner;
let cashier: Owner;
let productId: number;

beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Tarehe' });
  cashier = { ...owner, ...(await createMember(t, owner, { roles: ['pos'] })) };
  productId = (await addProduct(t, owner, { name: 'Chai', sellingPrice: 50, quantity: 1000 })).id;
});

const DAY = 86_400_000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const sell = (who: Owner, transactionDate: string, quick = false) =>
  postSale(t, who, cashSale(owner, [{ productId, quantity: 1, calcPrice: 50 }], { transactionDate }), { quick });

describe('K1/L6 transactionDate bounds (sale rule 12)', () => {
  it('refuses a date more than 5 minutes ahead of the server, for anyone, with nothing written', async () => {
    const before = await countSaleRows(t);
    for (const date of [at(6 * 60_000), '2099-01-01T00:00:00Z']) {
      const res = await sell(owner, date);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.field).toBe('transactionDate');
      expect(res.body.errordesc).toMatch(/^transactionDate/);
    }
    expect((await sell(owner, at(6 * 60_000), true)).body.field).toBe('transactionDate');
    expect(await countSaleRows(t)).toEqual(before);
    expect((await sell(cashier, at(4 * 60_000))).status).toBe(200);
  });

  it('lets an Owner record a paper sale up to 90 days back, not further', async () => {
    expect((await sell(owner, at(-89 * DAY))).status).toBe(200);
    for (const date of [at(-91 * DAY), '2020-06-01T10:00:00+03:00', '1970-01-01T00:00:00Z']) {
      const res = await sell(owner, date);
      expect(res.status, date).toBe(400);
      expect(res.body.field).toBe('transactionDate');
    }
    const admin = { ...owner, ...(await createMember(t, owner, { roleTypes: 'Admin' })) };
    expect((await sell(admin, at(-60 * DAY))).status).toBe(200);
  });

  it("takes a cashier's sale (an offline sale from the queue) up to 30 days back, not further", async () => {
    expect((await sell(cashier, at(-29 * DAY))).status).toBe(200);
    const old = await sell(cashier, at(-31 * DAY));
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ field: 'transactionDate' });
    expect(old.body.errordesc).toContain('30');
    expect((await sell(cashier, at(-31 * DAY), true)).status).toBe(400);
  });

  it('answers 400 on the field, never 500, for years the database cannot hold', async () => {
    for (const date of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '9999-12-31T23:59:59Z', '0001-01-01T00:00:00+14:00']) {
      const res = await sell(owner, date);
      expect(res.status, date).toBe(400);
      expect(res.body.field).toBe('transactionDate');
      const sync = await t.call(getCatalogChanges, {
        token: owner.token,
        params: { businessId: owner.businessId },
        query: { updatedSince: date } as never,
      });
      expect(sync.status, date).toBe(400);
      expect(sync.body.errordesc).toContain('updatedSince');
      const stock = await t.call(adjustStock, {
        token: owner.token,
        body: { id: productId, qty: 1, adjustmentType: 'Increase', reason: 'Count', transactionDate: date },
      });
      expect(stock.status, date).toBe(400);
    }
  });
});

describe('a Pay Later due date', () => {
  it('is refused on its field when the day does not exist or the database cannot hold it', async () => {
    const customer = await addCustomer(t.transport, owner, { clientName: 'Due Date' });
    for (const dueDate of ['0000-01-01', '2026-02-30', '9999-99-99']) {
      const body = cashSale(owner, [{ productId, quantity: 1, calcPrice: 50 }], {
        customerId: customer.id,
        totalPaid: 0,
        balance: 50,
        paymentSummary: [{ paymentValue: 'PayLater', amount: 0, dueDate }],
      });
      const res = await postSale(t, owner, body);
      expect(res.status, dueDate).toBe(400);
      expect(res.body.field).toBe('paymentSummary[0].dueDate');
    }
  });
});
