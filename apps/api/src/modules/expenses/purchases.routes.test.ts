import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addExpense,
  deleteExpense,
  getAllBusinessSuppliers,
  getPayables,
  getProduct,
  getStockActivity,
  getSupplier,
  getSupplierPurchases,
  recordPurchasePayment,
  type ExpenseLineInput,
} from '@dukani/contracts';
import { addProduct, addPurchase, addSupplier, cashSale, openRegister, postSale, purchaseBody, type Shop } from '@dukani/test-factories';
import { expensePayments, stockMovements } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import { type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let shop: Shop;
let stranger: Owner;
beforeAll(async () => {
  owner = await t.owner();
  shop = owner;
  stranger = await t.owner();
});

const quantityOf = async (productId: number, token = owner.token) => (await t.call(getProduct, { token, params: { id: productId } })).body.result!;
const movementSum = async (productId: number) => {
  const [row] = await t.database.db
    .select({ sum: sql<string>`coalesce(sum(${stockMovements.change}), 0)` })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId));
  return Number(row!.sum);
};
const save = (body: Parameters<typeof purchaseBody>[3] & object, token = owner.token, businessId = owner.businessId) =>
  t.call(addExpense, { token, params: { businessId }, idempotencyKey: crypto.randomUUID(), body: body as never });

describe('M1 purchases move stock and the buying price', () => {
  it('a purchase of 3 products on credit raises stock through Purchase movements the history explains', async () => {
    const supplier = await addSupplier(t.transport, shop, { supplierName: 'Bidco Africa' }, '30 days');
    const oil = await addProduct(t.transport, shop, { name: 'Kimbo 1kg', quantity: 2, buyingPrice: 300 });
    const soap = await addProduct(t.transport, shop, { name: 'Menengai Soap', quantity: 0, buyingPrice: 80 });
    const flour = await addProduct(t.transport, shop, { name: 'Jogoo 2kg', quantity: 5, buyingPrice: 150 });
    const delivery = await addProduct(t.transport, shop, { name: 'Untracked thing', quantity: null, trackInventory: 0 });
    const lines: ExpenseLineInput[] = [
      { item_Desc: 'Kimbo', quantity: 10, itemCost: 310.5, productId: oil.id, taxId: 2 },
      { item_Desc: 'Soap', quantity: 24, itemCost: 75, productId: soap.id },
      { item_Desc: 'Flour', quantity: 6, itemCost: 155, productId: flour.id },
      { item_Desc: 'Sample', quantity: 1, itemCost: 10, productId: delivery.id },
      { item_Desc: 'Transport', quantity: 1, itemCost: 500 },
    ];
    const purchase = await addPurchase(t.transport, shop, supplier.id, lines, { ref: 'INV-2041', transactionDateUTC: '2026-11-02T10:00:00+03:00' });
    expect(purchase).toMatchObject({
      expensesType: 1,
      supplierId: supplier.id,
      supplierName: 'Bidco Africa',
      total: 6345,
      amountPaid: 0,
      balance: 6345,
      paid: 0,
    });
    expect(purchase.dueDate).toBe('2026-12-02');
    expect(purchase.details[0]).toMatchObject({ amount: 3105, taxRate: 0.16, tax: 428.28 });
    expect(purchase.tax).toBe(428.28);

    expect((await quantityOf(oil.id)).quantity).toBe(12);
    expect((await quantityOf(soap.id)).quantity).toBe(24);
    expect((await quantityOf(flour.id)).quantity).toBe(11);
    // Last cost: the buying price is what this purchase paid per unit.
    expect((await quantityOf(oil.id)).buyingPrice).toBe(310.5);
    expect((await quantityOf(delivery.id)).buyingPrice).toBe(10);
    expect(await movementSum(oil.id)).toBe(12);

    const history = await t.call(getStockActivity, { token: owner.token, params: { productId: oil.id } });
    expect(history.body.result!.data[0]).toMatchObject({
      adjustmentType: 'Purchase',
      change: 10,
      quantityBefore: 2,
      quantityAfter: 12,
      supplierId: supplier.id,
      supplierName: 'Bidco Africa',
      expenseId: purchase.id,
      note: 'INV-2041',
    });
  });

  it('an edit re-applies only the difference and a delete takes it all back: stock = Σ movements throughout', async () => {
    const supplier = await addSupplier(t.transport, shop);
    const a = await addProduct(t.transport, shop, { name: 'Product A', quantity: 1 });
    const b = await addProduct(t.transport, shop, { name: 'Product B', quantity: 0 });
    const c = await addProduct(t.transport, shop, { name: 'Product C', quantity: 3 });
    const first = await addPurchase(t.transport, shop, supplier.id, [
      { item_Desc: 'A', quantity: 5, itemCost: 10, productId: a.id },
      { item_Desc: 'B', quantity: 2, itemCost: 20, productId: b.id },
      { item_Desc: 'A again', quantity: 1, itemCost: 11, productId: a.id },
    ]);
    expect([(await quantityOf(a.id)).quantity, (await quantityOf(b.id)).quantity]).toEqual([7, 2]);

    const edited = await save(
      purchaseBody(
        shop,
        supplier.id,
        [
          { item_Desc: 'A', quantity: 3, itemCost: 10, productId: a.id },
          { item_Desc: 'C', quantity: 4, itemCost: 30, productId: c.id },
        ],
        { id: first.id },
      ),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ id: first.id, total: 150 });
    expect([(await quantityOf(a.id)).quantity, (await quantityOf(b.id)).quantity, (await quantityOf(c.id)).quantity]).toEqual([4, 0, 7]);
    for (const product of [a, b, c]) expect(await movementSum(product.id)).toBe((await quantityOf(product.id)).quantity);

    expect((await t.call(deleteExpense, { token: owner.token, params: { businessId: owner.businessId, expenseId: first.id } })).status).toBe(200);
    expect([(await quantityOf(a.id)).quantity, (await quantityOf(b.id)).quantity, (await quantityOf(c.id)).quantity]).toEqual([1, 0, 3]);
    for (const product of [a, b, c]) expect(await movementSum(product.id)).toBe((await quantityOf(product.id)).quantity);
    expect((await t.call(deleteExpense, { token: owner.token, params: { businessId: owner.businessId, expenseId: first.id } })).status).toBe(404);
  });

  it('deleting a purchase whose goods were sold meanwhile is 409 OUT_OF_STOCK and changes nothing', async () => {
    const supplier = await addSupplier(t.transport, shop);
    const tea = await addProduct(t.transport, shop, { name: 'Sold tea', quantity: 0, sellingPrice: 120 });
    const purchase = await addPurchase(t.transport, shop, supplier.id, [{ item_Desc: 'Tea', quantity: 3, itemCost: 90, productId: tea.id }]);
    await openRegister(t.transport, shop, 0);
    expect((await postSale(t.transport, shop, cashSale(shop, [{ productId: tea.id, quantity: 2, calcPrice: 120, name: 'Sold tea' }]))).status).toBe(200);
    const refused = await t.call(deleteExpense, { token: owner.token, params: { businessId: owner.businessId, expenseId: purchase.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('OUT_OF_STOCK');
    expect((await quantityOf(tea.id)).quantity).toBe(1);
    expect((await t.call(getSupplierPurchases, { token: owner.token, body: { supplierId: supplier.id } })).body.result).toHaveLength(1);
  });

  it('refuses bad purchases naming the field, leaving rows and stock as they were', async () => {
    const supplier = await addSupplier(t.transport, shop);
    const tea = await addProduct(t.transport, shop, { name: 'Guarded tea', quantity: 4 });
    const theirs = await addProduct(t.transport, stranger, { name: 'Their tea', quantity: 4 });
    const line = { item_Desc: 'Tea', quantity: 2, itemCost: 50, productId: tea.id };
    const cases: Array<[unknown, string]> = [
      [{ ...purchaseBody(shop, 0, [line]) }, 'supplierId'],
      [{ ...purchaseBody(shop, supplier.id, [line]), supplierId: undefined }, 'supplierId'],
      [purchaseBody(shop, supplier.id, [{ ...line, quantity: 0 }]), 'details[0].quantity'],
      [purchaseBody(shop, supplier.id, [{ ...line, itemCost: -5 }]), 'details[0].itemCost'],
      [purchaseBody(shop, supplier.id, [{ ...line, itemCost: 0 }]), 'details[0].itemCost'],
      [purchaseBody(shop, supplier.id, [line, { ...line, productId: 999_999 }]), 'details[1].productId'],
      [purchaseBody(shop, supplier.id, [line, { ...line, productId: theirs.id }]), 'details[1].productId'],
      [purchaseBody(shop, supplier.id, [{ ...line, quantity: 1.5 }]), 'details[0].quantity'],
      [purchaseBody(shop, supplier.id, [{ ...line, taxId: 12 }]), 'details[0].taxId'],
      [purchaseBody(shop, supplier.id, []), 'details'],
      [purchaseBody(shop, 999_999, [line]), 'supplierId'],
      [purchaseBody(shop, supplier.id, [line], { paid: 1, paymentMode: 'Barter' }), 'paymentMode'],
    ];
    const before = await t.call(getSupplierPurchases, { token: owner.token, body: { supplierId: supplier.id } });
    for (const [body, field] of cases) {
      const res = await save(body as never);
      expect(res.status, field).toBe(400);
      expect(res.body.field, JSON.stringify(res.body)).toBe(field);
      expect(res.body.errordesc).toContain(field);
    }
    expect((await quantityOf(tea.id)).quantity).toBe(4);
    expect(await t.call(getSupplierPurchases, { token: owner.token, body: { supplierId: supplier.id } })).toMatchObject({ body: before.body });
  });
});

describe('N6 / N7 / N10 what the shop owes', () => {
  it('pay half, pay the rest: paid becomes 1 and the supplier owes 0 on every route', async () => {
    const supplier = await addSupplier(t.transport, shop, { supplierName: 'Half and Half' }, '7 days');
    const rice = await addProduct(t.transport, shop, { name: 'Pishori rice', quantity: 0 });
    const purchase = await addPurchase(t.transport, shop, supplier.id, [{ item_Desc: 'Rice', quantity: 3, itemCost: 333.33, productId: rice.id }]);
    expect(purchase.total).toBe(999.99);
    const half = await t.call(recordPurchasePayment, {
      token: owner.token,
      idempotencyKey: crypto.randomUUID(),
      body: { purchaseId: purchase.id, amount: 500, paymentMethod: 'mpesa' },
    });
    expect(half.status).toBe(200);
    expect(half.body.result).toMatchObject({ amountPaid: 500, balance: 499.99, paid: 0, payments: [{ amount: 500, paymentMethod: 'Mpesa' }] });
    expect((await t.call(getSupplier, { token: owner.token, params: { id: supplier.id } })).body.result?.balance).toBe(499.99);

    const rest = await t.call(recordPurchasePayment, {
      token: owner.token,
      idempotencyKey: crypto.randomUUID(),
      body: { purchaseId: purchase.id, amount: 499.99 },
    });
    expect(rest.body.result).toMatchObject({ amountPaid: 999.99, balance: 0, paid: 1 });
    expect((await t.call(getSupplier, { token: owner.token, params: { id: supplier.id } })).body.result?.balance).toBe(0);
    const listed = (await t.call(getAllBusinessSuppliers, { token: owner.token, params: { businessId: owner.businessId } })).body.result!;
    expect(listed.find((row) => row.id === supplier.id)?.balance).toBe(0);
    const payables = (await t.call(getPayables, { token: owner.token, params: { businessId: owner.businessId } })).body.result!;
    expect(payables.data.map((row) => row.purchaseId)).not.toContain(purchase.id);

    const more = await t.call(recordPurchasePayment, {
      token: owner.token,
      idempotencyKey: crypto.randomUUID(),
      body: { purchaseId: purchase.id, amount: 0.01 },
    });
    expect(more.status).toBe(409);
    expect(more.body.code).toBe('INVALID_STATE');
    const withPayments = await t.call(deleteExpense, { token: owner.token, params: { businessId: owner.businessId, expenseId: purchase.id } });
    expect(withPayments.status).toBe(409);
    expect(withPayments.body.code).toBe('IN_USE');
  });

  it('supplier balance = Σ purchases − Σ payments, to the cent, equal on N1, N3, N6 and N10', async () => {
    const s = await t.owner();
    const supplier = await addSupplier(t.transport, s, { supplierName: 'Cents' });
    const other = await addSupplier(t.transport, s, { supplierName: 'Other cents' });
    const costs = [0.1, 0.2, 10.01, 99.99, 1234.56];
    const purchases = [];
    for (const [index, cost] of costs.entries()) {
      purchases.push(await addPurchase(t.transport, s, index % 2 ? other.id : supplier.id, [{ item_Desc: `Item ${index}`, quantity: 3, itemCost: cost }]));
    }
    await t.call(recordPurchasePayment, { token: s.token, idempotencyKey: crypto.randomUUID(), body: { purchaseId: purchases[0]!.id, amount: 0.1 } });
    await t.call(recordPurchasePayment, { token: s.token, idempotencyKey: crypto.randomUUID(), body: { purchaseId: purchases[4]!.id, amount: 1000.01 } });
    await t.call(recordPurchasePayment, { token: s.token, idempotencyKey: crypto.randomUUID(), body: { purchaseId: purchases[1]!.id, amount: 0.3 } });
    // Bought from `supplier`: 0.30 + 30.03 + 3703.68 = 3734.01; paid 0.10 + 1000.01.
    const expected = 2733.9;
    const n3 = (await t.call(getSupplier, { token: s.token, params: { id: supplier.id } })).body.result!.balance;
    const n1 = (await t.call(getAllBusinessSuppliers, { token: s.token, params: { businessId: s.businessId } })).body.result!.find(
      (row) => row.id === supplier.id,
    )!.balance;
    const n6 = (await t.call(getSupplierPurchases, { token: s.token, body: { supplierId: supplier.id } })).body.result!;
    const n10 = (await t.call(getPayables, { token: s.token, params: { businessId: s.businessId } })).body.result!;
    expect([n1, n3]).toEqual([expected, expected]);
    expect(Math.round(n6.reduce((sum, row) => sum + row.balance * 100, 0)) / 100).toBe(expected);
    expect(Math.round(n10.data.filter((row) => row.supplierId === supplier.id).reduce((sum, row) => sum + row.balance * 100, 0)) / 100).toBe(expected);
    // Oldest first, with the other supplier’s 0.60 + 299.97 − 0.30 owed too.
    expect(n10.total).toBe(3034.17);
    expect(n10.data.map((row) => row.purchaseId)).toEqual([purchases[0]!.id, purchases[1]!.id, purchases[2]!.id, purchases[3]!.id, purchases[4]!.id]);
  });

  it('a replayed payment changes nothing; the same key with another body is 409', async () => {
    const supplier = await addSupplier(t.transport, shop);
    const purchase = await addPurchase(t.transport, shop, supplier.id, [{ item_Desc: 'Crates', quantity: 2, itemCost: 400 }]);
    const key = crypto.randomUUID();
    const body = { purchaseId: purchase.id, amount: 300 };
    const first = await t.call(recordPurchasePayment, { token: owner.token, idempotencyKey: key, body });
    const replay = await t.call(recordPurchasePayment, { token: owner.token, idempotencyKey: key, body });
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    const rows = await t.database.db.select().from(expensePayments).where(eq(expensePayments.expenseId, purchase.id));
    expect(rows).toHaveLength(1);
    expect((await t.call(getSupplier, { token: owner.token, params: { id: supplier.id } })).body.result?.balance).toBe(500);
    const reused = await t.call(recordPurchasePayment, { token: owner.token, idempotencyKey: key, body: { ...body, amount: 301 } });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_REUSED');
  });

  it('two concurrent payments that together exceed the balance: one is refused', async () => {
    const supplier = await addSupplier(t.transport, shop);
    const purchase = await addPurchase(t.transport, shop, supplier.id, [{ item_Desc: 'Cement', quantity: 10, itemCost: 100 }]);
    const pay = () =>
      t.call(recordPurchasePayment, { token: owner.token, idempotencyKey: crypto.randomUUID(), body: { purchaseId: purchase.id, amount: 600 } });
    const results = await Promise.all([pay(), pay(), pay()]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const [paid] = await t.database.db
      .select({ sum: sql<string>`sum(${expensePayments.amount})` })
      .from(expensePayments)
      .where(and(eq(expensePayments.expenseId, purchase.id)));
    expect(Number(paid!.sum)).toBe(600);
  });

  it('another shop’s purchases, suppliers and products are out of reach', async () => {
    const supplier = await addSupplier(t.transport, stranger, { supplierName: 'Strangers supplier' });
    const purchase = await addPurchase(t.transport, stranger, supplier.id, [{ item_Desc: 'Theirs', quantity: 1, itemCost: 100 }]);
    expect((await t.call(getSupplierPurchases, { token: owner.token, body: { supplierId: supplier.id } })).status).toBe(404);
    expect(
      (await t.call(recordPurchasePayment, { token: owner.token, idempotencyKey: crypto.randomUUID(), body: { purchaseId: purchase.id, amount: 10 } })).status,
    ).toBe(404);
    expect((await t.call(deleteExpense, { token: owner.token, params: { businessId: owner.businessId, expenseId: purchase.id } })).status).toBe(404);
    expect((await t.call(deleteExpense, { token: owner.token, params: { businessId: stranger.businessId, expenseId: purchase.id } })).status).toBe(403);
    expect((await t.call(getPayables, { token: owner.token, params: { businessId: stranger.businessId } })).status).toBe(403);
    // Editing their purchase through my business, or buying from their supplier, reveals and changes nothing.
    const edit = await save(purchaseBody(owner, supplier.id, [{ item_Desc: 'x', quantity: 1, itemCost: 1 }], { id: purchase.id }));
    expect(edit.status).toBe(404);
    const fromTheirs = await save(purchaseBody(owner, supplier.id, [{ item_Desc: 'x', quantity: 1, itemCost: 1 }]));
    expect(fromTheirs.status).toBe(400);
    expect(fromTheirs.body.field).toBe('supplierId');
    expect((await t.call(getSupplier, { token: stranger.token, params: { id: supplier.id } })).body.result?.balance).toBe(100);
  });
});
