import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getCustomer, getProduct, getTransactionDetails, getUserCashRegisterSession } from '@dukani/contracts';
import { addCustomer, addProduct, cashSale, openRegister, postSale, refundSale, voidSale, type Shop } from '@dukani/test-factories';
import { customerLedger, stockMovements, transactionItems, transactions } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';
import { countSaleRows } from '../../../test/sales';

const t = useTestApp();
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Amani' });
  other = await t.owner({ businessName: 'Other Shop' });
});

const stockOf = async (shop: Shop, productId: number) => (await t.call(getProduct, { token: shop.token, params: { id: productId } })).body.result!.quantity;

async function balanceOf(shop: Shop, customerId: number) {
  const res = await t.call(getCustomer, { token: shop.token, params: { id: customerId } });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!.balance;
}

/** A tracked product with stock, sold by a sale this test posts: cash, or pay later to a new customer. */
async function sold(options: { quantity: number; price?: number; stock?: number; payLater?: boolean; restockable?: boolean }) {
  const price = options.price ?? 100;
  const product = await addProduct(t.transport, owner, {
    name: `Item ${crypto.randomUUID().slice(0, 6)}`,
    sellingPrice: price,
    quantity: options.stock ?? 20,
    taxCode: 'B',
  });
  const lines = [{ productId: product.id, quantity: options.quantity, calcPrice: price }];
  let customerId = 0;
  let body = cashSale(owner, lines);
  if (options.payLater) {
    customerId = (await addCustomer(t.transport, owner, { clientName: `Customer ${crypto.randomUUID().slice(0, 6)}` })).id;
    body = {
      ...body,
      customerId,
      paymentSummary: [{ paymentValue: 'PayLater', amount: 0, dueDate: '2030-01-31' }],
      totalPaid: 0,
      balance: price * options.quantity,
    };
  }
  const res = await postSale(t.transport, owner, body);
  expect(res.status, res.body.errordesc).toBe(200);
  return { product, sale: res.body.result!, customerId };
}

describe('L3 DeleteTransaction (void)', () => {
  it('puts the stock back with Void movements, reverses the credit and marks the sale voided', async () => {
    const { product, sale, customerId } = await sold({ quantity: 3, payLater: true });
    expect(await stockOf(owner, product.id)).toBe(17);
    expect(await balanceOf(owner, customerId)).toBe(300);

    const res = await voidSale(t.transport, owner, sale.transactionId);
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toMatchObject({ transactionId: sale.transactionId, isDeleted: true, salesStatus: 4 });
    expect(await stockOf(owner, product.id)).toBe(20);
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.transactionId, sale.transactionId));
    expect(moves.map((m) => [m.adjustmentType, m.change]).sort()).toEqual([
      ['Sale', -3],
      ['Void', 3],
    ]);
    expect(await balanceOf(owner, customerId)).toBe(0);
    const ledger = await t.database.db.select().from(customerLedger).where(eq(customerLedger.customerId, customerId));
    expect(ledger.map((row) => [row.type, row.amount]).sort()).toEqual([
      ['Credit', 300],
      ['Debit', 300],
    ]);
  });

  it('frees the register: a voided sale no longer counts in the open shift', async () => {
    const cashier = await t.owner();
    await openRegister(t.transport, cashier, 1000);
    const product = await addProduct(t.transport, cashier, { name: 'Soap', sellingPrice: 250, quantity: 10 });
    const sale = await postSale(t.transport, cashier, cashSale(cashier, [{ productId: product.id, quantity: 2, calcPrice: 250 }]));
    const before = await t.call(getUserCashRegisterSession, { token: cashier.token, query: { BusinessId: cashier.businessId } });
    expect(before.body.result).toMatchObject({ expectedCash: 1500, totalSales: 500, salesCount: 1 });
    expect((await voidSale(t.transport, cashier, sale.body.result!.transactionId)).status).toBe(200);
    const after = await t.call(getUserCashRegisterSession, { token: cashier.token, query: { BusinessId: cashier.businessId } });
    expect(after.body.result).toMatchObject({ expectedCash: 1000, totalSales: 0, salesCount: 0 });
  });

  it('is 409 INVALID_STATE for a voided sale, a sale sent to the authority, a refunded sale and a refund', async () => {
    const voided = await sold({ quantity: 1 });
    expect((await voidSale(t.transport, owner, voided.sale.transactionId)).status).toBe(200);
    const again = await voidSale(t.transport, owner, voided.sale.transactionId);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', errordesc: `Receipt ${voided.sale.receiptNo} was already voided` });

    for (const status of [2, 3]) {
      const sent = await sold({ quantity: 1 });
      await t.database.db.update(transactions).set({ salesStatus: status }).where(eq(transactions.id, sent.sale.transactionId));
      const res = await voidSale(t.transport, owner, sent.sale.transactionId);
      expect(res.status).toBe(409);
      expect(res.body.errordesc).toBe(`Receipt ${sent.sale.receiptNo} is already reported to KRA: refund it instead`);
    }

    const refunded = await sold({ quantity: 2 });
    const refund = await refundSale(t.transport, owner, refunded.sale.transactionId, { itemList: [{ productId: refunded.product.id, quantity: 1 }] });
    expect(refund.status, refund.body.errordesc).toBe(200);
    const rows = await countSaleRows(t);
    const res = await voidSale(t.transport, owner, refunded.sale.transactionId);
    expect(res).toMatchObject({ status: 409, body: { code: 'INVALID_STATE' } });
    expect((await voidSale(t.transport, owner, refund.body.result!.transactionId)).status).toBe(409);
    expect(await countSaleRows(t)).toEqual(rows);
  });

  it("another shop's sale is 404 under its own business and 403 under the victim's", async () => {
    const { sale } = await sold({ quantity: 1 });
    expect((await voidSale(t.transport, other, sale.transactionId)).status).toBe(404);
    expect((await voidSale(t.transport, { token: other.token, businessId: owner.businessId }, sale.transactionId)).status).toBe(403);
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, sale.transactionId));
    expect(row!.isDeleted).toBe(false);
  });
});

describe('L4 RefundTransaction', () => {
  it('refunds one line with restock: a linked Refund, Refund movements, cash out of the drawer', async () => {
    const cashier = await t.owner();
    const session = await openRegister(t.transport, cashier, 500);
    const tea = await addProduct(t.transport, cashier, { name: 'Tea', sellingPrice: 120, quantity: 10 });
    const sugar = await addProduct(t.transport, cashier, { name: 'Sugar', sellingPrice: 200, quantity: 10 });
    const sale = (
      await postSale(
        t.transport,
        cashier,
        cashSale(cashier, [
          { productId: tea.id, quantity: 3, calcPrice: 120 },
          { productId: sugar.id, quantity: 1, calcPrice: 200 },
        ]),
      )
    ).body.result!;
    const res = await refundSale(t.transport, cashier, sale.transactionId, {
      itemList: [{ productId: tea.id, quantity: 2, addInventory: true }],
      paymentSummary: [{ paymentValue: 'Cash', amount: 240 }],
      note: 'Wrong brand',
    });
    expect(res.status, res.body.errordesc).toBe(200);
    const refund = res.body.result!;
    expect(refund).toMatchObject({ kind: 'Refund', originalTransactionId: sale.transactionId, total: 240, sessionId: session.id });
    expect(refund.itemList).toMatchObject([{ productId: tea.id, quantity: 2, lineAmount: 240 }]);
    expect(refund.receiptNo).not.toBe(sale.receiptNo);
    expect(await stockOf(cashier, tea.id)).toBe(9);
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.transactionId, refund.transactionId));
    expect(moves.map((m) => [m.adjustmentType, m.productId, m.change])).toEqual([['Refund', tea.id, 2]]);

    const shift = await t.call(getUserCashRegisterSession, { token: cashier.token, query: { BusinessId: cashier.businessId } });
    expect(shift.body.result!.expectedCash).toBe(500 + 560 - 240);

    const details = await t.call(getTransactionDetails, {
      token: cashier.token,
      params: { businessId: cashier.businessId, transactionId: sale.transactionId },
    });
    expect(details.body.result!.linked.map((row) => row.transactionId)).toEqual([refund.transactionId]);
    expect(details.body.result!.itemList.map((item) => item.returnedQuantity)).toEqual([2, 0]);
  });

  it('without restock leaves stock alone; omitting itemList refunds all that is left, then nothing is left', async () => {
    const { product, sale } = await sold({ quantity: 4 });
    const part = await refundSale(t.transport, owner, sale.transactionId, { itemList: [{ productId: product.id, quantity: 1 }] });
    expect(part.status, part.body.errordesc).toBe(200);
    expect(await stockOf(owner, product.id)).toBe(16);
    const rest = await refundSale(t.transport, owner, sale.transactionId);
    expect(rest.status, rest.body.errordesc).toBe(200);
    expect(rest.body.result).toMatchObject({ total: 300, paymentSummary: [{ paymentValue: 'Cash', amount: 300 }] });
    expect(rest.body.result!.itemList.map((item) => item.quantity)).toEqual([3]);
    const none = await refundSale(t.transport, owner, sale.transactionId);
    expect(none).toMatchObject({ status: 409, body: { code: 'INVALID_STATE' } });
  });

  it('refuses more than is still refundable (409), a product not in the sale (400) and a refund of a refund (409)', async () => {
    const { product, sale } = await sold({ quantity: 2 });
    const stranger = await addProduct(t.transport, owner, { name: 'Not sold', sellingPrice: 10, quantity: 5 });
    const rows = await countSaleRows(t);
    const tooMany = await refundSale(t.transport, owner, sale.transactionId, { itemList: [{ productId: product.id, quantity: 3 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errordesc).toContain('Only 2 of');
    const notInSale = await refundSale(t.transport, owner, sale.transactionId, { itemList: [{ productId: stranger.id, quantity: 1 }] });
    expect(notInSale.status).toBe(400);
    expect(notInSale.body.field).toBe('itemList[0].productId');
    const zero = await refundSale(t.transport, owner, sale.transactionId, { itemList: [{ productId: product.id, quantity: 0 }] });
    expect(zero).toMatchObject({ status: 400, body: { field: 'itemList[0].quantity' } });
    const wrongSum = await refundSale(t.transport, owner, sale.transactionId, {
      itemList: [{ productId: product.id, quantity: 1 }],
      paymentSummary: [{ paymentValue: 'Cash', amount: 50 }],
    });
    expect(wrongSum).toMatchObject({ status: 400, body: { field: 'paymentSummary' } });
    const noCustomer = await refundSale(t.transport, owner, sale.transactionId, {
      itemList: [{ productId: product.id, quantity: 1 }],
      paymentSummary: [{ paymentValue: 'PayLater', amount: 100 }],
    });
    expect(noCustomer).toMatchObject({ status: 400, body: { field: 'paymentSummary[0].paymentValue' } });
    expect(await countSaleRows(t)).toEqual(rows);

    const refund = await refundSale(t.transport, owner, sale.transactionId, { itemList: [{ productId: product.id, quantity: 1 }] });
    expect(refund.status).toBe(200);
    const ofRefund = await refundSale(t.transport, owner, refund.body.result!.transactionId);
    expect(ofRefund).toMatchObject({ status: 409, body: { code: 'INVALID_STATE' } });
    const voided = await sold({ quantity: 1 });
    await voidSale(t.transport, owner, voided.sale.transactionId);
    expect((await refundSale(t.transport, owner, voided.sale.transactionId)).status).toBe(409);
  });

  it('a pay-later part lowers the customer balance; by default the unpaid credit goes first', async () => {
    const { product, sale, customerId } = await sold({ quantity: 3, payLater: true });
    const res = await refundSale(t.transport, owner, sale.transactionId, { itemList: [{ productId: product.id, quantity: 1, addInventory: true }] });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result!.paymentSummary).toMatchObject([{ paymentValue: 'PayLater', amount: 100 }]);
    expect(await balanceOf(owner, customerId)).toBe(200);
    expect(await stockOf(owner, product.id)).toBe(18);
    const cashBack = await refundSale(t.transport, owner, sale.transactionId, {
      itemList: [{ productId: product.id, quantity: 2 }],
      paymentSummary: [
        { paymentValue: 'PayLater', amount: 50 },
        { paymentValue: 'Cash', amount: 150 },
      ],
    });
    expect(cashBack.status, cashBack.body.errordesc).toBe(200);
    expect(await balanceOf(owner, customerId)).toBe(150);
  });

  it('replayed with its Idempotency-Key changes nothing and answers the same', async () => {
    const { product, sale } = await sold({ quantity: 2 });
    const key = crypto.randomUUID();
    const body = { itemList: [{ productId: product.id, quantity: 1, addInventory: true }] };
    const first = await refundSale(t.transport, owner, sale.transactionId, body, { key });
    expect(first.status).toBe(200);
    const rows = await countSaleRows(t);
    const again = await refundSale(t.transport, owner, sale.transactionId, body, { key });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.result!.transactionId).toBe(first.body.result!.transactionId);
    expect(await countSaleRows(t)).toEqual(rows);
    expect(await stockOf(owner, product.id)).toBe(19);

    const voidKey = crypto.randomUUID();
    const other = await sold({ quantity: 1 });
    expect((await voidSale(t.transport, owner, other.sale.transactionId, { key: voidKey })).status).toBe(200);
    const voidRows = await countSaleRows(t);
    const replay = await voidSale(t.transport, owner, other.sale.transactionId, { key: voidKey });
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await countSaleRows(t)).toEqual(voidRows);
  });

  it('two concurrent refunds of the last refundable unit: exactly one succeeds', async () => {
    const { product, sale } = await sold({ quantity: 1 });
    const results = await Promise.all(
      [1, 2].map(() => refundSale(t.transport, owner, sale.transactionId, { itemList: [{ productId: product.id, quantity: 1, addInventory: true }] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(owner, product.id)).toBe(20);
    const [line] = await t.database.db.select().from(transactionItems).where(eq(transactionItems.transactionId, sale.transactionId));
    expect(line!.returnedQuantity).toBe(1);
  });

  it("another shop's sale is 404", async () => {
    const { product, sale } = await sold({ quantity: 1 });
    const res = await refundSale(t.transport, other, sale.transactionId, { itemList: [{ productId: product.id, quantity: 1 }] });
    expect(res.status).toBe(404);
  });
});
