import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addCustomerCredit, getCreditDetails, getCreditHistory, saveCashRegisterSettings, startBillStkPush, startStkPush } from '@dukani/contracts';
import { addCustomer } from '@dukani/test-factories';
import { buildDarajaSimulator, type DarajaSimulator } from '@dukani/mobile-money/simulator';
import { stkRequests } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import { countSaleRows, postSale } from '../../../test/sales';
import type { Owner } from '../../../test/fixtures';

/** Issue 32 item 4: a provider receipt pays one thing, once, for the purpose its prompt was for. */
let sim: DarajaSimulator;
let simUrl = '';
let owner: Owner;

beforeAll(async () => {
  sim = buildDarajaSimulator({
    timeScale: 'manual',
    deliverCallback: async (url, body) => {
      const target = new URL(url);
      const res = await t.app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, payload: body as object });
      return { status: res.statusCode, body: res.json() };
    },
  });
  simUrl = await sim.app.listen({ host: '127.0.0.1', port: 0 });
});
const t = useTestApp(() => ({ MPESA_BASE_URL: simUrl, MPESA_CALLBACK_KEY: 'test-callback-key-0123456789', PUBLIC_URL: 'http://pos.test' }));
beforeAll(async () => {
  owner = await t.owner();
  const saved = await t.call(saveCashRegisterSettings, { token: owner.token, body: { businessId: owner.businessId, mobileMoneyEnabled: true } });
  expect(saved.status, saved.body.errordesc).toBe(200);
});
afterAll(async () => {
  await sim.app.close();
});

let phoneSeq = 0;
/** Ending `00`: the simulator's customer pays (specs/mpesa-daraja.md §14.4). */
const payingPhone = () => `0722${String(300 + phoneSeq++).padStart(4, '0')}00`;

/** The receipt of a prompt once the simulator has called back. */
async function receiptOf(checkoutRequestId: string): Promise<string> {
  await sim.control.advance(5_000);
  const [row] = await t.database.db.select().from(stkRequests).where(eq(stkRequests.checkoutRequestId, checkoutRequestId));
  expect(row?.status).toBe('Paid');
  return row!.receiptNumber!;
}
async function tillPrompt(amount: number, customerId?: number) {
  const res = await t.call(startStkPush, {
    token: owner.token,
    params: { businessId: owner.businessId },
    body: { phoneNumber: payingPhone(), amount, ...(customerId ? { customerId } : {}) },
    idempotencyKey: crypto.randomUUID(),
  });
  expect(res.status, res.body.errordesc).toBe(200);
  return receiptOf(res.body.result!.CheckoutRequestID);
}
const saleBy = (payments: { amount: number; referenceNumber: string }[]) => {
  const total = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return postSale(
    t,
    owner,
    {
      businessId: owner.businessId,
      itemList: [{ productId: 0, name: 'Unga 2 kg', quantity: 1, calcPrice: total, taxRate: 0.16, taxInclusive: true }],
      paymentSummary: payments.map((payment) => ({ paymentValue: 'StkPush', ...payment })),
      totalPaid: total,
      balance: 0,
    },
    { quick: true },
  );
};

describe("K1's M-Pesa entry: one receipt pays one thing, once", () => {
  it('a till prompt pays one sale; a second sale, or the same receipt twice in one sale, is 400 on referenceNumber', async () => {
    const receipt = await tillPrompt(150);
    const first = await saleBy([{ amount: 150, referenceNumber: receipt }]);
    expect(first.status, first.body.errordesc).toBe(200);
    const second = await saleBy([{ amount: 150, referenceNumber: receipt }]);
    expect([second.status, second.body.field]).toEqual([400, 'paymentSummary[0].referenceNumber']);

    const split = await tillPrompt(200);
    const before = await countSaleRows(t);
    const twice = await saleBy([
      { amount: 200, referenceNumber: split },
      { amount: 200, referenceNumber: split },
    ]);
    expect([twice.status, twice.body.field]).toEqual([400, 'paymentSummary[1].referenceNumber']);
    expect(twice.body.errordesc).toMatch(/twice/);
    expect(await countSaleRows(t)).toEqual(before);
    expect((await saleBy([{ amount: 200, referenceNumber: split }])).status).toBe(200);
  });

  it("a debt prompt's receipt is the customer's payment, not a sale's: 400 on referenceNumber, the ledger keeps one payment", async () => {
    const customer = await addCustomer(t.transport, owner, { phoneNumber: payingPhone() });
    await t.call(addCustomerCredit, { token: owner.token, params: { customerId: customer.id }, body: { credit: 300 } });
    const receipt = await tillPrompt(300, customer.id);
    const before = await countSaleRows(t);
    const sale = await saleBy([{ amount: 300, referenceNumber: receipt }]);
    expect([sale.status, sale.body.field]).toEqual([400, 'paymentSummary[0].referenceNumber']);
    expect(sale.body.errordesc).toMatch(/debt/);
    expect(await countSaleRows(t)).toEqual(before);
    expect((await t.call(getCreditDetails, { token: owner.token, params: { customerId: customer.id } })).body.result!.balance).toBe(0);
    const paid = (await t.call(getCreditHistory, { token: owner.token, params: { customerId: customer.id } })).body.result!.filter(
      (row) => row.paymentModes === 'StkPush',
    );
    expect(paid).toHaveLength(1);
  });

  it("a billing prompt's receipt paid the shop's bill: 400 on referenceNumber", async () => {
    const res = await t.call(startBillStkPush, {
      token: owner.token,
      body: { businessId: owner.businessId, phoneNumber: payingPhone(), amount: 1500 },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(res.status, res.body.errordesc).toBe(200);
    const receipt = await receiptOf(res.body.result!.CheckoutRequestID);
    const before = await countSaleRows(t);
    const sale = await saleBy([{ amount: 1500, referenceNumber: receipt }]);
    expect([sale.status, sale.body.field]).toEqual([400, 'paymentSummary[0].referenceNumber']);
    expect(sale.body.errordesc).toMatch(/bill/);
    expect(await countSaleRows(t)).toEqual(before);
  });
});
