import crypto from 'node:crypto';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addExpense,
  createExpenseCategory,
  deleteExpense,
  deleteExpenseCategory,
  getExpense,
  getExpenseCategories,
  getExpenses,
  getProfitSummary,
  type Expense,
  type ExpenseInput,
} from '@dukani/contracts';
import { addExpenseCategory, addPlainExpense, addProduct, addPurchase, addSupplier, cashSale, openRegister, postSale } from '@dukani/test-factories';
import { PNG_1X1, useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await t.owner();
  stranger = await t.owner();
});

const expenseBody = (shop: Owner, input: Partial<ExpenseInput> = {}): ExpenseInput => ({
  businessId: shop.businessId,
  expensesType: 0,
  paid: 1,
  paymentMode: 'Cash',
  details: [{ item_Desc: 'Rent November', quantity: 1, itemCost: 15000 }],
  ...input,
});

/** M1 as the browser sends it with a receipt: the JSON in `payload`, the file in `receipt`. */
async function sendWithReceipt(shop: Owner, body: ExpenseInput, file: { data: Buffer; type: string; name: string }) {
  const form = new FormData();
  form.set('payload', JSON.stringify(body));
  form.set('receipt', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Expense/add-expense/${shop.businessId}`,
    headers: { authorization: `Bearer ${shop.token}`, 'content-type': request.headers.get('content-type')!, 'idempotency-key': crypto.randomUUID() },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() as { result?: Expense; field?: string; code?: string; errordesc?: string } };
}

const storedFiles = () => fs.readdirSync(t.app.uploadsDir).sort();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('M1 / M3 expenses', () => {
  it('records a paid expense with its category; M3 reads it back with its payment', async () => {
    const rent = await addExpenseCategory(t.transport, owner, 'Rent');
    const res = await t.call(addExpense, {
      token: owner.token,
      params: { businessId: owner.businessId },
      idempotencyKey: crypto.randomUUID(),
      body: expenseBody(owner, {
        ref: 'RENT-11',
        description: 'Shop rent',
        details: [{ item_Desc: 'Rent', quantity: 1, itemCost: 15000, categoryId: rent.id }],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ expensesType: 0, total: 15000, amountPaid: 15000, balance: 0, paid: 1, supplierId: 0, dueDate: null });
    expect(res.body.result!.details[0]).toMatchObject({ categoryId: rent.id, categoryName: 'Rent' });
    const read = await t.call(getExpense, { token: owner.token, params: { expenseId: res.body.result!.id } });
    expect(read.body.result).toEqual(res.body.result);
    expect(read.body.result!.payments).toMatchObject([{ amount: 15000, paymentMethod: 'Cash' }]);
  });

  it('stores a photographed receipt (re-encoded) or a PDF and serves it back', async () => {
    const photo = await sendWithReceipt(owner, expenseBody(owner, { description: 'Airtime' }), { data: PNG_1X1, type: 'image/png', name: 'receipt.png' });
    expect(photo.status).toBe(200);
    expect(photo.body.result!.receipt).toMatch(/^\/uploads\/[\w-]+\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: photo.body.result!.receipt! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/jpeg');

    const pdf = await sendWithReceipt(owner, expenseBody(owner, { description: 'Scanned' }), { data: PDF, type: 'application/pdf', name: 'receipt.pdf' });
    expect(pdf.status).toBe(200);
    const document = await t.app.inject({ method: 'GET', url: pdf.body.result!.receipt! });
    expect(document.headers['content-type']).toContain('application/pdf');
    expect(document.rawPayload.equals(PDF)).toBe(true);

    // An edit without a file keeps the receipt; receipt null removes it.
    const id = pdf.body.result!.id;
    const kept = await t.call(addExpense, {
      token: owner.token,
      params: { businessId: owner.businessId },
      body: expenseBody(owner, { id, description: 'Scanned, edited' }),
    });
    expect(kept.body.result?.receipt).toBe(pdf.body.result!.receipt);
    const removed = await t.call(addExpense, { token: owner.token, params: { businessId: owner.businessId }, body: expenseBody(owner, { id, receipt: null }) });
    expect(removed.body.result?.receipt).toBeNull();
  });

  it('refuses a receipt that is not an image or PDF, or is over 5 MB, and leaves no file or row behind', async () => {
    const files = storedFiles();
    const before = (await t.call(getExpenses, { token: owner.token, params: { businessId: owner.businessId } })).body.result!.totalRecords;
    const text = await sendWithReceipt(owner, expenseBody(owner), { data: Buffer.from('just some text, not a receipt'), type: 'image/png', name: 'fake.png' });
    expect(text.status).toBe(400);
    expect(text.body.field).toBe('receipt');
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await sendWithReceipt(owner, expenseBody(owner), { data: big, type: 'application/pdf', name: 'big.pdf' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ field: 'receipt', code: 'FILE_TOO_LARGE' });
    // A good file on a request the use case refuses: the stored file is removed again.
    const refused = await sendWithReceipt(owner, expenseBody(owner, { details: [{ item_Desc: 'x', quantity: 1, itemCost: 1, categoryId: 999_999 }] }), {
      data: PNG_1X1,
      type: 'image/png',
      name: 'ok.png',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('details[0].categoryId');
    expect(storedFiles()).toEqual(files);
    expect((await t.call(getExpenses, { token: owner.token, params: { businessId: owner.businessId } })).body.result!.totalRecords).toBe(before);
  });

  it('refuses an edit that would make the total less than what is already paid', async () => {
    const expense = await addPlainExpense(t.transport, owner, [{ item_Desc: 'Transport', quantity: 1, itemCost: 800 }]);
    const res = await t.call(addExpense, {
      token: owner.token,
      params: { businessId: owner.businessId },
      body: expenseBody(owner, { id: expense.id, paid: 0, details: [{ item_Desc: 'Transport', quantity: 1, itemCost: 500 }] }),
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVALID_STATE');
    expect((await t.call(getExpense, { token: owner.token, params: { expenseId: expense.id } })).body.result?.total).toBe(800);
  });

  it('keeps another shop’s expenses and a cashier out', async () => {
    const theirs = await addPlainExpense(t.transport, stranger, [{ item_Desc: 'Their rent', quantity: 1, itemCost: 100 }]);
    expect((await t.call(getExpense, { token: owner.token, params: { expenseId: theirs.id } })).status).toBe(404);
    expect(
      (await t.call(addExpense, { token: owner.token, params: { businessId: owner.businessId }, body: expenseBody(owner, { id: theirs.id }) })).status,
    ).toBe(404);
    expect((await t.call(addExpense, { token: owner.token, params: { businessId: stranger.businessId }, body: expenseBody(stranger) })).status).toBe(403);
    expect((await t.call(getExpenses, { token: owner.token, params: { businessId: stranger.businessId } })).status).toBe(403);
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await t.call(getExpenses, { token: cashier.token, params: { businessId: owner.businessId } })).status).toBe(403);
    expect((await t.call(getExpense, { token: stranger.token, params: { expenseId: theirs.id } })).body.result?.total).toBe(100);
  });
});

describe('M4 the list', () => {
  it('filters by dates, category, supplier, type and search, and sums every filtered row', async () => {
    const shop = await t.owner();
    const fuel = await addExpenseCategory(t.transport, shop, 'Fuel');
    const supplier = await addSupplier(t.transport, shop, { supplierName: 'Filter Supplier' });
    await addPlainExpense(t.transport, shop, [{ item_Desc: 'Petrol', quantity: 2, itemCost: 10.05, categoryId: fuel.id }], {
      ref: 'F-1',
      transactionDateUTC: '2026-10-01T09:00:00+03:00',
    });
    await addPlainExpense(t.transport, shop, [{ item_Desc: 'Diesel', quantity: 1, itemCost: 30.1, categoryId: fuel.id }], {
      description: 'Lorry diesel',
      transactionDateUTC: '2026-10-31T23:30:00+03:00',
    });
    await addPlainExpense(t.transport, shop, [{ item_Desc: 'Airtime', quantity: 1, itemCost: 50 }], { transactionDateUTC: '2026-11-01T00:10:00+03:00' });
    await addPurchase(t.transport, shop, supplier.id, [{ item_Desc: 'Stock', quantity: 1, itemCost: 1000 }], {
      transactionDateUTC: '2026-10-15T12:00:00+03:00',
    });
    const list = (query: Record<string, unknown>) => t.call(getExpenses, { token: shop.token, params: { businessId: shop.businessId }, query });
    const all = (await list({})).body.result!;
    expect(all).toMatchObject({ totalRecords: 4, sum: 1100.2 });
    expect(all.data.map((row) => row.details[0]!.item_Desc)).toEqual(['Airtime', 'Diesel', 'Stock', 'Petrol']);
    expect((await list({ StartDate: '2026-10-01', EndDate: '2026-10-31' })).body.result).toMatchObject({ totalRecords: 3, sum: 1050.2 });
    expect((await list({ CategoryId: fuel.id })).body.result).toMatchObject({ totalRecords: 2, sum: 50.2 });
    expect((await list({ SupplierId: supplier.id })).body.result).toMatchObject({ totalRecords: 1, sum: 1000 });
    expect((await list({ ExpensesType: 0 })).body.result).toMatchObject({ totalRecords: 3, sum: 100.2 });
    expect((await list({ SearchParam: 'lorry' })).body.result).toMatchObject({ totalRecords: 1 });
    expect((await list({ SearchParam: 'f-1' })).body.result).toMatchObject({ totalRecords: 1 });
    const paged = (await list({ PageSize: 3, CurrentPageNumber: 2 })).body.result!;
    expect(paged).toMatchObject({ totalRecords: 4, totalPages: 2, sum: 1100.2 });
    expect(paged.data).toHaveLength(1);
    const bad = await list({ StartDate: '2026-11-02', EndDate: '2026-11-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('StartDate');
  });
});

describe('M5–M7 categories', () => {
  it('adds, lists by name, refuses a duplicate name and a category in use, deletes an unused one', async () => {
    const shop = await t.owner();
    const transport = await t.call(createExpenseCategory, {
      token: shop.token,
      params: { businessId: shop.businessId },
      body: { name: 'Transport', description: 'Boda and matatu' },
    });
    expect(transport.status).toBe(200);
    await addExpenseCategory(t.transport, shop, 'airtime');
    const again = await t.call(createExpenseCategory, { token: shop.token, params: { businessId: shop.businessId }, body: { name: 'TRANSPORT' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DUPLICATE');
    const listed = await t.call(getExpenseCategories, { token: shop.token, params: { businessId: shop.businessId } });
    expect(listed.body.result!.map((category) => category.name)).toEqual(['airtime', 'Transport']);

    const expense = await addPlainExpense(t.transport, shop, [{ item_Desc: 'Boda', quantity: 1, itemCost: 200, categoryId: transport.body.result!.id }]);
    const inUse = await t.call(deleteExpenseCategory, { token: shop.token, params: { categoryId: transport.body.result!.id } });
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('IN_USE');
    expect(inUse.body.errordesc).toContain('Transport');
    // Once the expense is deleted the category is free to go.
    await t.call(deleteExpense, { token: shop.token, params: { businessId: shop.businessId, expenseId: expense.id } });
    expect((await t.call(deleteExpenseCategory, { token: shop.token, params: { categoryId: transport.body.result!.id } })).status).toBe(200);
    expect((await t.call(getExpenseCategories, { token: shop.token, params: { businessId: shop.businessId } })).body.result!.map((c) => c.name)).toEqual([
      'airtime',
    ]);
    const blank = await t.call(createExpenseCategory, { token: shop.token, params: { businessId: shop.businessId }, body: { name: ' ' } });
    expect(blank.body.field).toBe('name');
  });

  it('another shop’s category cannot be deleted or used', async () => {
    const theirs = await addExpenseCategory(t.transport, stranger, 'Theirs');
    expect((await t.call(deleteExpenseCategory, { token: owner.token, params: { categoryId: theirs.id } })).status).toBe(404);
    const used = await t.call(addExpense, {
      token: owner.token,
      params: { businessId: owner.businessId },
      body: expenseBody(owner, { details: [{ item_Desc: 'x', quantity: 1, itemCost: 5, categoryId: theirs.id }] }),
    });
    expect(used.status).toBe(400);
    expect(used.body.field).toBe('details[0].categoryId');
    expect((await t.call(getExpenseCategories, { token: stranger.token, params: { businessId: stranger.businessId } })).body.result).toHaveLength(1);
  });
});

describe('R3 profit this month', () => {
  it('is sales − cost of goods sold − expenses, and moves with each of them', async () => {
    const shop = await t.owner();
    const profit = async () => (await t.call(getProfitSummary, { token: shop.token, params: { businessId: shop.businessId } })).body.result!;
    expect(await profit()).toMatchObject({ sales: 0, costOfGoodsSold: 0, expenses: 0, profit: 0 });
    const supplier = await addSupplier(t.transport, shop);
    const soda = await addProduct(t.transport, shop, { name: 'Soda 500ml', quantity: 0, sellingPrice: 60, buyingPrice: 40 });
    // Buying stock is not an expense: it is costed when sold. The transport on the invoice is one.
    await addPurchase(t.transport, shop, supplier.id, [
      { item_Desc: 'Soda', quantity: 24, itemCost: 42.5, productId: soda.id },
      { item_Desc: 'Delivery', quantity: 1, itemCost: 150 },
    ]);
    expect(await profit()).toMatchObject({ sales: 0, costOfGoodsSold: 0, expenses: 150, profit: -150 });
    await openRegister(t.transport, shop, 0);
    expect((await postSale(t.transport, shop, cashSale(shop, [{ productId: soda.id, quantity: 3, calcPrice: 60, name: 'Soda' }]))).status).toBe(200);
    expect(await profit()).toMatchObject({ sales: 180, costOfGoodsSold: 127.5, expenses: 150, profit: -97.5 });
    await addPlainExpense(t.transport, shop, [{ item_Desc: 'Airtime', quantity: 1, itemCost: 20.25 }]);
    const now = await profit();
    expect(now).toMatchObject({ expenses: 170.25, profit: -117.75 });
    expect(now.startDate.endsWith('-01')).toBe(true);
    const lastYear = await t.call(getProfitSummary, {
      token: shop.token,
      params: { businessId: shop.businessId },
      query: { StartDate: '2025-01-01', EndDate: '2025-01-31' },
    });
    expect(lastYear.body.result).toMatchObject({ sales: 0, expenses: 0, profit: 0 });
    expect((await t.call(getProfitSummary, { token: owner.token, params: { businessId: shop.businessId } })).status).toBe(403);
  });
});
