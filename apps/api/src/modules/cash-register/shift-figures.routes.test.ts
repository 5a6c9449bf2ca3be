import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCustomerDebit, getUserCashRegisterSession, getZReport } from '@dukani/contracts';
import { addCustomer, addProduct, closeRegister, openRegister, postSale, refundSale, type SaleLine } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
});

const sale = (lines: SaleLine[], payments: { paymentValue: string; amount: number; referenceNumber?: string }[], extra: Record<string, unknown> = {}) => {
  const totalPaid = payments.reduce((sum, payment) => Math.round((sum + payment.amount) * 100) / 100, 0);
  return { businessId: owner.businessId, itemList: lines, paymentSummary: payments, totalPaid, ...extra };
};

describe('a shift read the same on K2, K4 and the Z report', () => {
  it('takes change off cash, counts a cash debt payment in the drawer, nets a cash refund: counted exactly, 0.00 difference', async () => {
    const sugar = await addProduct(t.transport, owner, { name: 'Sugar 1kg', sellingPrice: 668, quantity: 50 });
    const rice = await addProduct(t.transport, owner, { name: 'Rice 5kg', sellingPrice: 1265, quantity: 50 });
    const customer = await addCustomer(t.transport, owner, { firstName: 'Achieng', phoneNumber: '0712000111' });
    const session = await openRegister(t.transport, owner, 0);

    // 668.00 paid with a 1,000 note: 332.00 change.
    const first = await postSale(
      t.transport,
      owner,
      sale([{ productId: sugar.id, quantity: 1, calcPrice: 668 }], [{ paymentValue: 'Cash', amount: 1000 }], { balance: -332 }),
    );
    expect(first.status, first.body.errordesc).toBe(200);
    // 1,265 split: 500 cash + 765 M-Pesa.
    const split = sale(
      [{ productId: rice.id, quantity: 1, calcPrice: 1265 }],
      [
        { paymentValue: 'Cash', amount: 500 },
        { paymentValue: 'Mpesa', amount: 765, referenceNumber: 'QK12ABC345' },
      ],
      { balance: 0 },
    );
    const second = await postSale(t.transport, owner, split);
    expect(second.status, second.body.errordesc).toBe(200);
    // 105 on credit, then 60 of a debt paid in cash at the counter.
    const later = await postSale(
      t.transport,
      owner,
      sale([{ productId: sugar.id, quantity: 1, calcPrice: 105, name: 'Sugar 1kg' }], [{ paymentValue: 'PayLater', amount: 0 }], {
        balance: 105,
        customerId: customer.id,
      }),
    );
    expect(later.status, later.body.errordesc).toBe(200);
    const paid = await t.call(addCustomerDebit, {
      token: owner.token,
      params: { customerId: customer.id },
      body: { debitAmount: 60, paymentModes: 'Cash' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(paid.status, paid.body.errordesc).toBe(200);
    // A part of the first sale back in cash: 68.77 would be a tenth of a kg line; here the whole sugar, 668.
    const refund = await refundSale(t.transport, owner, first.body.result!.transactionId, { paymentSummary: [{ paymentValue: 'Cash', amount: 668 }] });
    expect(refund.status, refund.body.errordesc).toBe(200);

    const live = (await t.call(getUserCashRegisterSession, { token: owner.token, query: { BusinessId: owner.businessId } })).body.result!;
    // Sales 668 + 1,265 + 105 = 2,038; returns 668; net 1,370.
    expect(live.totalSales).toBe(1370);
    // Cash in 1,000 + 500 − 332 change − 668 refunded = 500; M-Pesa 765.
    expect(live.salesByMode).toEqual([
      { paymentValue: 'Cash', amount: 500 },
      { paymentValue: 'Mpesa', amount: 765 },
    ]);
    expect(live.debtPayments).toEqual({ count: 1, amount: 60, byMode: [{ paymentValue: 'Cash', amount: 60 }] });
    expect(live.expectedCash).toBe(560);

    const closed = await closeRegister(t.transport, owner, session.id, 560);
    expect(closed).toMatchObject({ difference: 0, expectedCash: 560, totalSales: 1370, debtPayments: { amount: 60 } });
    const z = (await t.call(getZReport, { token: owner.token, params: { businessId: owner.businessId, sessionId: session.id } })).body.result!;
    expect(z.sales).toEqual({ grossSales: 2038, returns: 668, netSales: 1370 });
    expect(z.session).toMatchObject({ totalSales: 1370, expectedCash: 560, difference: 0, salesByMode: live.salesByMode, debtPayments: live.debtPayments });
    expect(z.refunds).toMatchObject({ count: 1, amount: 668, byMode: [{ paymentValue: 'Cash', amount: 668 }] });
  });
});
