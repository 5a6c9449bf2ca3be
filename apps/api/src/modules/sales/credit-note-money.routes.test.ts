import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getCustomer, getUserCashRegisterSession, getZReport, saveCashRegisterSettings } from '@dukani/contracts';
import { addCustomer, addProduct, cashSale, closeRegister, openRegister, postCreditNote, postSale, refundSale } from '@dukani/test-factories';
import { transactions } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';

/** L5 with `paymentSummary`: a credit note's money goes back exactly as a refund's (issue 36 item 9). */
const t = useTestApp();
let owner: Owner;

beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Mikopo' });
});

const balanceOf = async (customerId: number) => (await t.call(getCustomer, { token: owner.token, params: { id: customerId } })).body.result!.balance;

async function sold(options: { customerId?: number; payLater?: boolean } = {}) {
  const product = await addProduct(t.transport, owner, { name: `Item ${crypto.randomUUID().slice(0, 6)}`, sellingPrice: 100, quantity: 20 });
  const lines = [{ productId: product.id, quantity: 3, calcPrice: 100 }];
  const body = options.payLater
    ? cashSale(owner, lines, { customerId: options.customerId, paymentSummary: [{ paymentValue: 'PayLater', amount: 0 }], totalPaid: 0, balance: 300 })
    : cashSale(owner, lines, options.customerId ? { customerId: options.customerId } : {});
  const res = await postSale(t.transport, owner, body);
  expect(res.status, res.body.errordesc).toBe(200);
  return { product, sale: res.body.result! };
}

const oneBack = (productId: number) => [{ productId, quantity: 1, addInventory: true }];

describe('L5 paymentSummary: how a credit note gives the money back', () => {
  it("paid back in cash: it leaves the writer's shift as a refund does (takings, expected cash, the Z report's returns)", async () => {
    const session = await openRegister(t.transport, owner, 0);
    const { product, sale } = await sold();
    const note = await postCreditNote(t.transport, owner, {
      originalTransactionId: sale.transactionId,
      itemList: oneBack(product.id),
      reason: 'Damaged',
      paymentSummary: [{ paymentValue: 'Cash', amount: 100 }],
    });
    expect(note.status, note.body.errordesc).toBe(200);
    expect(note.body.result).toMatchObject({ kind: 'CreditNote', total: 100, sessionId: session.id });
    expect(note.body.result!.paymentSummary).toMatchObject([{ paymentValue: 'Cash', amount: 100 }]);
    const refund = await refundSale(t.transport, owner, sale.transactionId, {
      itemList: oneBack(product.id),
      paymentSummary: [{ paymentValue: 'Cash', amount: 100 }],
    });
    expect(refund.status, refund.body.errordesc).toBe(200);

    const live = (await t.call(getUserCashRegisterSession, { token: owner.token, query: { BusinessId: owner.businessId } })).body.result!;
    // 300 in, 100 back by credit note and 100 by refund: 100 left in the drawer, net sales 100.
    expect(live).toMatchObject({ totalSales: 100, expectedCash: 100, salesByMode: [{ paymentValue: 'Cash', amount: 100 }] });
    const closed = await closeRegister(t.transport, owner, session.id, 100);
    expect(closed).toMatchObject({ difference: 0, expectedCash: 100 });
    const z = (await t.call(getZReport, { token: owner.token, params: { businessId: owner.businessId, sessionId: session.id } })).body.result!;
    expect(z.sales).toEqual({ grossSales: 300, returns: 200, netSales: 100 });
    expect(z.refunds).toEqual({ count: 2, amount: 200, byMode: [{ paymentValue: 'Cash', amount: 200 }] });
  });

  it("as credit on the customer's account: what they owe falls (below zero when the sale was paid), no cash moves", async () => {
    const customer = await addCustomer(t.transport, owner, { firstName: 'Achieng', phoneNumber: '0712000222' });
    const owed = await sold({ customerId: customer.id, payLater: true });
    expect(await balanceOf(customer.id)).toBe(300);
    const onOwed = await postCreditNote(t.transport, owner, {
      originalTransactionId: owed.sale.transactionId,
      itemList: oneBack(owed.product.id),
      reason: 'Wrong size',
      paymentSummary: [{ paymentValue: 'PayLater', amount: 100 }],
    });
    expect(onOwed.status, onOwed.body.errordesc).toBe(200);
    expect(await balanceOf(customer.id)).toBe(200);

    const paid = await sold({ customerId: customer.id });
    const onPaid = await postCreditNote(t.transport, owner, {
      originalTransactionId: paid.sale.transactionId,
      itemList: [{ productId: paid.product.id, quantity: 3 }],
      reason: 'Expired',
      paymentSummary: [{ paymentValue: 'PayLater', amount: 300 }],
    });
    expect(onPaid.status, onPaid.body.errordesc).toBe(200);
    expect(onPaid.body.result!.paymentSummary).toMatchObject([{ paymentValue: 'PayLater', amount: 300 }]);
    // 200 owed, then 300 of credit: the shop owes the customer 100.
    expect(await balanceOf(customer.id)).toBe(-100);
  });

  it('split: part in M-Pesa, part on the account; the parts must make the credit note', async () => {
    const customer = await addCustomer(t.transport, owner, { firstName: 'Baraka', phoneNumber: '0712000333' });
    const { product, sale } = await sold({ customerId: customer.id });
    const short = await postCreditNote(t.transport, owner, {
      originalTransactionId: sale.transactionId,
      itemList: [{ productId: product.id, quantity: 2 }],
      reason: 'Damaged',
      paymentSummary: [{ paymentValue: 'Mpesa', amount: 50, referenceNumber: 'QK12AB34CD' }],
    });
    expect(short).toMatchObject({ status: 400, body: { field: 'paymentSummary' } });
    const split = await postCreditNote(t.transport, owner, {
      originalTransactionId: sale.transactionId,
      itemList: [{ productId: product.id, quantity: 2 }],
      reason: 'Damaged',
      paymentSummary: [
        { paymentValue: 'Mpesa', amount: 50, referenceNumber: 'QK12AB34CD' },
        { paymentValue: 'PayLater', amount: 150 },
      ],
    });
    expect(split.status, split.body.errordesc).toBe(200);
    expect(split.body.result!.paymentSummary).toMatchObject([
      { paymentValue: 'Mpesa', amount: 50, referenceNumber: 'QK12AB34CD' },
      { paymentValue: 'PayLater', amount: 150 },
    ]);
    expect(await balanceOf(customer.id)).toBe(-150);
  });

  it('refuses what a refund refuses: credit to an account on a sale without a customer, cash with no open shift when one is required', async () => {
    const { product, sale } = await sold();
    const noCustomer = await postCreditNote(t.transport, owner, {
      originalTransactionId: sale.transactionId,
      itemList: oneBack(product.id),
      reason: 'Damaged',
      paymentSummary: [{ paymentValue: 'PayLater', amount: 100 }],
    });
    expect(noCustomer).toMatchObject({ status: 400, body: { field: 'paymentSummary[0].paymentValue' } });
    expect(noCustomer.body.errordesc).toContain(sale.receiptNo);

    const required = await t.call(saveCashRegisterSettings, { token: owner.token, body: { businessId: owner.businessId, requireOpenSession: true } });
    expect(required.status, required.body.errordesc).toBe(200);
    try {
      const noShift = await postCreditNote(t.transport, owner, {
        originalTransactionId: sale.transactionId,
        itemList: oneBack(product.id),
        reason: 'Damaged',
        paymentSummary: [{ paymentValue: 'Cash', amount: 100 }],
      });
      expect(noShift.body.code).toBe('NO_OPEN_SESSION');
      const notes = await t.database.db.select().from(transactions).where(eq(transactions.originalTransactionId, sale.transactionId));
      expect(notes).toEqual([]);
    } finally {
      await t.call(saveCashRegisterSettings, { token: owner.token, body: { businessId: owner.businessId, requireOpenSession: false } });
    }
  });
});
