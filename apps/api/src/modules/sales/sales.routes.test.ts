import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { computeSaleTotals } from '@dukani/domain';
import { customerLedger, notifications, stockMovements } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { addProduct, amountDueOf, cashSale, countSaleRows, postSale, stockOf } from '../../../test/sales';

const t = useTestApp();
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Mama Njeri Shop' });
  other = await createOwner(t, { businessName: 'Other Shop' });
});
/** E3, as the owner saves the register settings. */
async function saveRegisterSettings(shop: Owner, settings: Record<string, boolean>) {
  const res = await call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', { token: shop.token, body: { businessId: shop.businessId, ...settings } });
  expect(res.status).toBe(200);
}

async function addCustomer(name: string) {
  const res = await call<{ id: number }>(t.app, 'POST', '/api/Customer/AddCustomer', {
    token: owner.token,
    body: { customerInfoCustId: owner.businessId, clientName: name },
  });
  expect(res.status).toBe(200);
  return res.body.result!.id;
}

describe('K1 AddKraSale', () => {
  it('records a cash sale with change, its lines, payments, stock movements and receipt', async () => {
    const sugar = await addProduct(t, owner, { name: 'Sugar 1kg', sellingPrice: 160, quantity: 20 });
    const milk = await addProduct(t, owner, { name: 'Milk 500ml', sellingPrice: 65, quantity: 10, taxCode: 'E', taxInclusive: false });
    const lines = [
      { productId: sugar.id, quantity: 2, calcPrice: 160 },
      { productId: milk.id, quantity: 3, calcPrice: 65, taxRate: 0.08, taxInclusive: false },
    ];
    const due = amountDueOf(lines);
    const res = await postSale(t, owner, {
      businessId: owner.businessId,
      itemList: lines,
      paymentSummary: [{ paymentValue: 'Cash', amount: 600 }],
      totalPaid: 600,
      balance: due - 600,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sale = res.body.result!;
    const expected = computeSaleTotals({
      lines: [
        { calcPrice: 160, quantity: 2, discount: 0, taxRate: 0.16, taxInclusive: true },
        { calcPrice: 65, quantity: 3, discount: 0, taxRate: 0.08, taxInclusive: false },
      ],
      taxExempt: false,
      shippingFee: 0,
    });
    expect(sale).toMatchObject({ subTotal: 515, taxes: expected.taxes, total: expected.total, totalPaid: 600, paid: 1, salesStatus: 1, kind: 'Sale' });
    expect(sale.balance).toBeCloseTo(expected.total - 600, 2);
    expect(sale.receipt.changeDue).toBeCloseTo(600 - expected.total, 2);
    expect(sale.receipt.businessName).toBe('Mama Njeri Shop');
    expect(sale.receipt.receiptNo).toMatch(/^\d{6}$/);
    expect(sale.itemList.map((i) => i.name)).toEqual(['Sugar 1kg', 'Milk 500ml']);
    expect(sale.receipt.taxBands.map((b) => b.taxCode)).toEqual(['B', 'E']);
    expect(await stockOf(t, owner, sugar.id)).toBe(18);
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.transactionId, sale.transactionId));
    expect(moves.map((m) => [m.adjustmentType, m.change]).sort()).toEqual([
      ['Sale', -2],
      ['Sale', -3],
    ]);
  });

  it('takes a split payment and pay later with a customer, recording the credit', async () => {
    const rice = await addProduct(t, owner, { name: 'Rice 2kg', sellingPrice: 300, quantity: 10 });
    const lines = [{ productId: rice.id, quantity: 2, calcPrice: 300 }];
    const split = await postSale(t, owner, {
      businessId: owner.businessId,
      itemList: lines,
      paymentSummary: [
        { paymentValue: 'Cash', amount: 200 },
        { paymentValue: 'Card', amount: 400, referenceNumber: 'VISA-1' },
      ],
      totalPaid: 600,
      balance: 0,
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(split.body.result!.receipt.paymentMethod).toBe('Split Payment');

    const customerId = await addCustomer('Wanjiku');
    const later = await postSale(t, owner, {
      businessId: owner.businessId,
      customerId,
      itemList: lines,
      paymentSummary: [{ paymentValue: 'PayLater', amount: 0, dueDate: '2026-12-31' }],
      totalPaid: 0,
      balance: 600,
    });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.result).toMatchObject({ paid: 0, balance: 600, clientName: 'Wanjiku' });
    const credit = await t.database.db.select().from(customerLedger).where(eq(customerLedger.transactionId, later.body.result!.transactionId));
    expect(credit).toMatchObject([{ type: 'Credit', amount: 600, dueDate: '2026-12-31' }]);
    const balance = await call<{ balance: number }>(t.app, 'GET', `/api/Customer/GetCustomer/${customerId}`, { token: owner.token });
    expect(balance.body.result!.balance).toBe(600);
  });

  it('writes a new-order notification for salesType 2 and sells bundles from their components', async () => {
    const tea = await addProduct(t, owner, { name: 'Tea 250g', sellingPrice: 120, quantity: 10 });
    const bundle = await call<{ id: number }>(t.app, 'POST', '/api/Product/CreateBundle', {
      token: owner.token,
      body: { customerInfoCustId: owner.businessId, name: 'Tea pack', price: 330, batchStore: [{ productId: tea.id, quantity: 3 }] },
    });
    expect(bundle.status, JSON.stringify(bundle.body)).toBe(200);
    const lines = [{ productId: bundle.body.result!.id, quantity: 2, calcPrice: 330, isBundle: true }];
    const res = await postSale(t, owner, cashSale(owner, lines, { salesType: 2, salesDesc: 'Order' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stockOf(t, owner, tea.id)).toBe(4);
    const orders = await t.database.db.select().from(notifications).where(eq(notifications.category, 1));
    expect(orders.some((n) => n.message.includes(res.body.result!.receiptNo))).toBe(true);
  });

  it('replays the same Idempotency-Key once and refuses a clientSaleId used before', async () => {
    const soap = await addProduct(t, owner, { name: 'Soap', sellingPrice: 50, quantity: 10 });
    const body = cashSale(owner, [{ productId: soap.id, quantity: 1, calcPrice: 50 }], { clientSaleId: crypto.randomUUID() });
    const key = crypto.randomUUID();
    const first = await postSale(t, owner, body, { key });
    const again = await postSale(t, owner, body, { key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    // The answer is kept before it is sent (onSend): a retry right after the first answer replays it.
    const kept = (await t.database.db.execute(sql`select status, response from idempotency_keys where key = ${key}`)) as unknown as {
      rows: { status: number; response: string }[];
    };
    expect(kept.rows[0]).toMatchObject({ status: 200 });
    expect(JSON.parse(kept.rows[0]!.response)).toEqual(first.body);
    const reused = await postSale(t, owner, { ...body, totalPaid: 100, paymentSummary: [{ paymentValue: 'Cash', amount: 100 }], balance: -50 }, { key });
    expect(reused.body.code).toBe('IDEMPOTENCY_REUSED');
    const later = await postSale(t, owner, body);
    expect(later.status).toBe(409);
    expect(later.body).toMatchObject({ code: 'DUPLICATE' });
    expect(later.body.errordesc).toContain(first.body.result!.receiptNo);
    expect(await stockOf(t, owner, soap.id)).toBe(9);
  });

  it('quick sale (L6) takes free-text lines; K1 refuses them', async () => {
    const lines = [{ productId: 0, quantity: 1, calcPrice: 250, name: ' ', taxRate: 0, taxInclusive: true }];
    const refused = await postSale(t, owner, cashSale(owner, lines));
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('itemList[0].productId');
    const res = await postSale(
      t,
      owner,
      { ...cashSale(owner, lines), paymentSummary: [{ paymentValue: 'Cash', amount: 250 }], totalPaid: 250 },
      { quick: true },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result!.itemList[0]!.name).toBe('Quick Sale');
    expect(res.body.result!.salesDesc).toBe('Quick Sale');
  });
});

describe('K1 refusals leave nothing behind', () => {
  it.each([
    [
      'a balance that disagrees with the lines',
      (id: number) => ({ ...cashSale(owner, [{ productId: id, quantity: 1, calcPrice: 100 }]), balance: 5 }),
      400,
      'balance',
    ],
    [
      'payments that disagree with totalPaid',
      (id: number) => ({ ...cashSale(owner, [{ productId: id, quantity: 1, calcPrice: 100 }]), totalPaid: 90 }),
      400,
      'totalPaid',
    ],
    [
      'pay later without a customer',
      (id: number) => ({
        businessId: owner.businessId,
        itemList: [{ productId: id, quantity: 1, calcPrice: 100 }],
        paymentSummary: [{ paymentValue: 'PayLater', amount: 0 }],
        totalPaid: 0,
        balance: 100,
      }),
      400,
      'customerId',
    ],
    ['a price under the minimum', (id: number) => cashSale(owner, [{ productId: id, quantity: 1, calcPrice: 70 }]), 400, 'itemList[0].calcPrice'],
    ['a zero quantity', (id: number) => cashSale(owner, [{ productId: id, quantity: 0, calcPrice: 100 }]), 400, 'itemList[0].quantity'],
    [
      'a negative quantity',
      (id: number) => ({
        businessId: owner.businessId,
        itemList: [{ productId: id, quantity: -1, calcPrice: 100 }],
        paymentSummary: [{ paymentValue: 'Cash', amount: 0 }],
        totalPaid: 0,
        balance: 0,
      }),
      400,
      'itemList[0].quantity',
    ],
    ['an unknown product', () => cashSale(owner, [{ productId: 999_999, quantity: 1, calcPrice: 100 }]), 404, 'itemList[0].productId'],
    [
      'an unknown payment method',
      (id: number) => ({ ...cashSale(owner, [{ productId: id, quantity: 1, calcPrice: 100 }]), paymentSummary: [{ paymentValue: 'Bitcoin', amount: 100 }] }),
      400,
      'paymentSummary[0].paymentValue',
    ],
    [
      'an M-Pesa prompt that was never paid',
      (id: number) => ({
        ...cashSale(owner, [{ productId: id, quantity: 1, calcPrice: 100 }]),
        paymentSummary: [{ paymentValue: 'StkPush', amount: 100, referenceNumber: 'QWE123RTY' }],
      }),
      400,
      'paymentSummary[0].referenceNumber',
    ],
  ])('%s', async (_label, build, status, field) => {
    const flour = await addProduct(t, owner, { name: `Flour ${crypto.randomUUID().slice(0, 6)}`, sellingPrice: 100, minSellingPrice: 80, quantity: 5 });
    const before = await countSaleRows(t);
    const res = await postSale(t, owner, build(flour.id));
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.field).toBe(field);
    // A refusal shown at the till is a sentence for the cashier, never a JSON path (issue 12, item 2).
    expect(res.body.errordesc).not.toMatch(/itemList|paymentSummary|\[\d+\]/);
    expect(await countSaleRows(t)).toEqual(before);
    expect(await stockOf(t, owner, flour.id)).toBe(5);
  });

  it('a sale under a minimum price names the item, what it would sell at, the shortfall and what to change (issue 36, item 1)', async () => {
    const sugar = await addProduct(t, owner, { name: 'Sugar 2kg', sellingPrice: 300, minSellingPrice: 280, quantity: 10 });
    const salt = await addProduct(t, owner, { name: 'Salt 1kg', sellingPrice: 50, quantity: 10 });
    const lines = [
      { productId: salt.id, quantity: 1, calcPrice: 50 },
      { productId: sugar.id, quantity: 1, calcPrice: 300 },
    ];
    const before = await countSaleRows(t);
    const order = await postSale(
      t,
      owner,
      cashSale(owner, lines, { discount: { type: 'KES', amount: 60 }, paymentSummary: [{ paymentValue: 'Cash', amount: 290 }], totalPaid: 290 }),
    );
    expect(order.status).toBe(400);
    expect(order.body.field).toBe('discount.amount');
    expect(order.body.errordesc).toBe(
      'The order discount takes Sugar 2kg to KSh 248.57 a unit, KSh 31.43 under its minimum price of KSh 280.00. Make the order discount smaller.',
    );
    const line = await postSale(t, owner, cashSale(owner, [{ productId: sugar.id, quantity: 2, calcPrice: 300, discount: 90 }]));
    expect(line.body.errordesc).toBe(
      'The discount on Sugar 2kg takes it to KSh 255.00 a unit, KSh 25.00 under its minimum price of KSh 280.00. Give at most KSh 40.00 off.',
    );
    const price = await postSale(t, owner, cashSale(owner, [{ productId: sugar.id, quantity: 1, calcPrice: 270 }]));
    expect(price.body.errordesc).toBe(
      'The price of Sugar 2kg is KSh 270.00 a unit, KSh 10.00 under its minimum price of KSh 280.00. Charge at least KSh 280.00.',
    );
    expect(await countSaleRows(t)).toEqual(before);
  });

  it("another shop's product is 404", async () => {
    const theirs = await addProduct(t, other, { name: 'Their bread', sellingPrice: 60, quantity: 5 });
    const res = await postSale(t, owner, cashSale(owner, [{ productId: theirs.id, quantity: 1, calcPrice: 60 }]));
    expect(res.status).toBe(404);
    expect(await stockOf(t, other, theirs.id)).toBe(5);
  });

  it("out of stock is 409 '{name}: only {n} left in stock' unless negative inventory is allowed", async () => {
    const eggs = await addProduct(t, owner, { name: 'Eggs tray', sellingPrice: 450, quantity: 1 });
    const milk = await addProduct(t, owner, { name: 'Milk 500ml', sellingPrice: 60, quantity: 5 });
    const before = await countSaleRows(t);
    const res = await postSale(
      t,
      owner,
      cashSale(owner, [
        { productId: milk.id, quantity: 1, calcPrice: 60 },
        { productId: eggs.id, quantity: 2, calcPrice: 450 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'OUT_OF_STOCK', errordesc: 'Eggs tray: only 1 left in stock' });
    expect(await countSaleRows(t)).toEqual(before);
    // The line that had stock was taken down in the same statement: the refusal puts it back.
    expect(await stockOf(t, owner, milk.id)).toBe(5);
    await saveRegisterSettings(owner, { allowNegativeInventory: true });
    const allowed = await postSale(t, owner, cashSale(owner, [{ productId: eggs.id, quantity: 2, calcPrice: 450 }]));
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(await stockOf(t, owner, eggs.id)).toBe(-1);
    await saveRegisterSettings(owner, { allowNegativeInventory: false });
  });

  it('requireOpenSession blocks a sale without an open register: 409 NO_OPEN_SESSION', async () => {
    const shop = await createOwner(t);
    const item = await addProduct(t, shop, { name: 'Matches', sellingPrice: 10, quantity: 5 });
    await saveRegisterSettings(shop, { requireOpenSession: true });
    const res = await postSale(t, shop, cashSale(shop, [{ productId: item.id, quantity: 1, calcPrice: 10 }]));
    expect(res.body.code).toBe('NO_OPEN_SESSION');
    const open = await call(t.app, 'POST', '/api/CashRegister/CreateCashRegisterSession', {
      token: shop.token,
      body: { businessId: shop.businessId, openingBalance: 500 },
    });
    expect(open.status).toBe(200);
    const sold = await postSale(t, shop, cashSale(shop, [{ productId: item.id, quantity: 1, calcPrice: 10 }]));
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body.result!.sessionId).not.toBeNull();
  });
});

describe('concurrency', () => {
  it('the last unit sold by two tills at once: exactly one sale succeeds', async () => {
    const last = await addProduct(t, owner, { name: 'Last loaf', sellingPrice: 65, quantity: 1 });
    const till = await createMember(t, owner, { roles: ['pos'] });
    const body = () => cashSale(owner, [{ productId: last.id, quantity: 1, calcPrice: 65 }], { clientSaleId: crypto.randomUUID() });
    const results = await Promise.all([postSale(t, owner, body()), postSale(t, till, body())]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(t, owner, last.id)).toBe(0);
  });

  it('one sale sent by two tills at once (same clientSaleId): recorded once, the other is DUPLICATE', async () => {
    const item = await addProduct(t, owner, { name: 'Matches', sellingPrice: 5, quantity: 10 });
    const till = await createMember(t, owner, { roles: ['pos'] });
    const sale = cashSale(owner, [{ productId: item.id, quantity: 1, calcPrice: 5 }], { clientSaleId: crypto.randomUUID() });
    const before = await countSaleRows(t);
    const results = await Promise.all([postSale(t, owner, sale), postSale(t, till, sale)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({ code: 'DUPLICATE' });
    const after = await countSaleRows(t);
    expect(after).toMatchObject({ transactions: before.transactions! + 1, stock_movements: before.stock_movements! + 1 });
    expect(await stockOf(t, owner, item.id)).toBe(9);
  });

  it('20 parallel sales of one unit from a stock of 10: exactly 10 succeed', async () => {
    const item = await addProduct(t, owner, { name: 'Bread', sellingPrice: 60, quantity: 10 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postSale(t, owner, cashSale(owner, [{ productId: item.id, quantity: 1, calcPrice: 60 }]))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(10);
    expect(await stockOf(t, owner, item.id)).toBe(0);
  });
});

describe('L1, L2, K6, K7', () => {
  it("lists today's sales, details, and the shared receipt as JSON and PDF without signing in", async () => {
    const pen = await addProduct(t, owner, { name: 'Pen', sellingPrice: 20, quantity: 10 });
    const sold = await postSale(t, owner, cashSale(owner, [{ productId: pen.id, quantity: 1, calcPrice: 20 }]));
    const sale = sold.body.result!;
    const today = await call<{ transactionId: number; itemCount: number }[]>(t.app, 'GET', `/api/Transactions/GetPOSTransactions/${owner.businessId}`, {
      token: owner.token,
    });
    expect(today.body.result!.find((r) => r.transactionId === sale.transactionId)).toMatchObject({ itemCount: 1 });
    const details = await call<{ receiptNo: string; linked: unknown[] }>(
      t.app,
      'GET',
      `/api/Transactions/GetTransactionDetails/${owner.businessId}/${sale.transactionId}`,
      { token: owner.token },
    );
    expect(details.body.result).toMatchObject({ receiptNo: sale.receiptNo, linked: [] });
    const foreign = await call(t.app, 'GET', `/api/Transactions/GetTransactionDetails/${other.businessId}/${sale.transactionId}`, { token: other.token });
    expect(foreign.status).toBe(404);
    const shared = await call<{ receipt: { receiptNo: string } }>(t.app, 'GET', `/api/Receipt/Shared/${sale.receipt.shareToken}`);
    expect(shared.body.result!.receipt.receiptNo).toBe(sale.receiptNo);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/Receipt/Pdf/${sale.receipt.shareToken}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const unknown = await call(t.app, 'GET', `/api/Receipt/Shared/${'x'.repeat(24)}`);
    expect(unknown.status).toBe(404);
  });
});
