import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDeletedSales, getPosTransactionsByCustomDates, getSales, getTransactionDetails, type TransactionRow } from '@dukani/contracts';
import { roundMoney } from '@dukani/domain';
import { transactions } from '../../db/schema';
import { call, useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';
import { addProduct, amountDueOf, backdateSale, cashSale, postSale } from '../../../test/sales';

const t = useTestApp();
let owner: Owner;
let other: Owner;
/** Receipt numbers by the name each test uses. */
const sales: Record<string, { id: number; receiptNo: string; total: number }> = {};

const receipts = (rows: Pick<TransactionRow, 'receiptNo'>[]) => rows.map((row) => row.receiptNo).sort();
const list = (query: Record<string, string | number>, token = owner.token) =>
  t.call(getSales, { token, params: { businessId: owner.businessId }, query: query as never });

async function sell(name: string, { transactionDate, ...body }: Parameters<typeof cashSale>[2] & { itemList?: never }, price: number, token = owner.token) {
  const tea = await addProduct(t, owner, { name: `Tea ${name}`, sellingPrice: price, quantity: 50 });
  const res = await postSale(t, { token, businessId: owner.businessId }, cashSale(owner, [{ productId: tea.id, quantity: 1, calcPrice: price }], body));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sale = res.body.result!;
  if (transactionDate) await backdateSale(t, sale.transactionId, transactionDate);
  sales[name] = { id: sale.transactionId, receiptNo: sale.receiptNo, total: sale.total };
}

beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Mama' });
  other = await t.owner({ businessName: 'Other Shop' });
  // 2026-03-01 21:00 UTC is 00:00 on 2 March in Nairobi (UTC+3): the day boundary is the shop's, not UTC's.
  await sell('lateFirst', { transactionDate: '2026-03-01T23:30:00+03:00', clientName: 'Wanjiku Kamau', clientPhone: '0712000111' }, 100);
  await sell('earlySecond', { transactionDate: '2026-03-02T00:30:00+03:00' }, 200);
  const due = amountDueOf([{ productId: 1, quantity: 1, calcPrice: 300 }]);
  await sell(
    'split',
    {
      transactionDate: '2026-03-03T12:00:00+03:00',
      paymentSummary: [
        { paymentValue: 'Cash', amount: 100 },
        { paymentValue: 'Card', amount: roundMoney(due - 100), referenceNumber: 'VISA-778899' },
      ],
    },
    300,
  );
  await sell('order', { transactionDate: '2026-03-04T09:00:00+03:00', salesType: 2, salesDesc: 'Order', clientName: '50% Traders' }, 400);
  await sell('voided', { transactionDate: '2026-03-04T10:00:00+03:00', clientName: 'Voided Client' }, 500);
  // L3 (void) is another branch's work: the voided sale is marked the way L3 leaves it.
  await t.database.db.update(transactions).set({ isDeleted: true, salesStatus: 4 }).where(eq(transactions.id, sales.voided!.id));
});

describe('L7 GetSales', () => {
  it('lists the sales newest first, without voided ones, with the sum over every filtered row', async () => {
    const res = await list({ PageSize: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body.result!;
    expect(page).toMatchObject({ totalRecords: 4, totalPages: 2, currentPageNumber: 1, pageSize: 2 });
    expect(page.data.map((row) => row.receiptNo)).toEqual([sales.order!.receiptNo, sales.split!.receiptNo]);
    const expected = roundMoney(['lateFirst', 'earlySecond', 'split', 'order'].reduce((sum, name) => sum + sales[name]!.total, 0));
    expect(page.sum).toBe(expected);
    const second = await list({ PageSize: 2, CurrentPageNumber: 2 });
    expect(second.body.result!.data.map((row) => row.receiptNo)).toEqual([sales.earlySecond!.receiptNo, sales.lateFirst!.receiptNo]);
    expect(second.body.result!.sum).toBe(expected);
    const past = await list({ PageSize: 2, CurrentPageNumber: 9 });
    expect(past.body.result).toMatchObject({ data: [], totalRecords: 4 });
  });

  it("reads StartDate and EndDate as the shop's calendar days, both inclusive", async () => {
    const first = await list({ StartDate: '2026-03-01', EndDate: '2026-03-01' });
    expect(receipts(first.body.result!.data)).toEqual([sales.lateFirst!.receiptNo]);
    const range = await list({ StartDate: '2026-03-02', EndDate: '2026-03-03' });
    expect(receipts(range.body.result!.data)).toEqual(receipts([sales.earlySecond!, sales.split!]));
    expect(range.body.result!.sum).toBe(roundMoney(sales.earlySecond!.total + sales.split!.total));
    const from = await list({ StartDate: '2026-03-04' });
    expect(receipts(from.body.result!.data)).toEqual([sales.order!.receiptNo]);
  });

  it('matches PaymentMode against any entry of a split payment, and filters by SaleType', async () => {
    const card = await list({ PaymentMode: 'Card' });
    expect(receipts(card.body.result!.data)).toEqual([sales.split!.receiptNo]);
    expect(card.body.result!.sum).toBe(sales.split!.total);
    const cash = await list({ PaymentMode: 'Cash' });
    expect(cash.body.result!.totalRecords).toBe(4);
    const none = await list({ PaymentMode: 'Bank' });
    expect(none.body.result).toMatchObject({ data: [], totalRecords: 0, sum: 0 });
    const orders = await list({ SaleType: 2 });
    expect(receipts(orders.body.result!.data)).toEqual([sales.order!.receiptNo]);
    const till = await list({ SaleType: 0, PaymentMode: 'null' });
    expect(till.body.result!.totalRecords).toBe(3);
  });

  it('searches receipt number, client name, client phone and payment reference, case-insensitively', async () => {
    expect(receipts((await list({ SearchParam: sales.split!.receiptNo })).body.result!.data)).toEqual([sales.split!.receiptNo]);
    expect(receipts((await list({ SearchParam: '  wanjiku ' })).body.result!.data)).toEqual([sales.lateFirst!.receiptNo]);
    expect(receipts((await list({ SearchParam: '0712000' })).body.result!.data)).toEqual([sales.lateFirst!.receiptNo]);
    expect(receipts((await list({ SearchParam: 'visa-7788' })).body.result!.data)).toEqual([sales.split!.receiptNo]);
    // % is text, not a wildcard: only the client named "50% Traders" matches.
    expect(receipts((await list({ SearchParam: '50%' })).body.result!.data)).toEqual([sales.order!.receiptNo]);
    expect((await list({ SearchParam: 'undefined' })).body.result!.totalRecords).toBe(4);
  });

  it('refuses an EndDate before StartDate, a date that does not exist, a bad SaleType and page sizes outside 1–100', async () => {
    const reversed = await list({ StartDate: '2026-03-05', EndDate: '2026-03-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.field).toBe('StartDate');
    expect(reversed.body.errordesc).toMatch(/^StartDate/);
    expect(reversed.body.errordesc).toBe('StartDate 2026-03-05 must not be after EndDate 2026-03-01');
    const german = await call(t.app, 'GET', `/api/Transactions/GetSales/${owner.businessId}?StartDate=2026-03-05&EndDate=2026-03-01`, {
      token: owner.token,
      headers: { 'accept-language': 'de' },
    });
    expect(german.body.errordesc).toBe('StartDate 2026-03-05 darf nicht nach EndDate 2026-03-01 liegen');
    const impossible = await list({ StartDate: '2026-02-30' });
    expect(impossible.body.errordesc).toBe('StartDate 2026-02-30 is not a calendar date');
    expect(impossible).toMatchObject({ status: 400, body: { field: 'StartDate' } });
    const saleType = await list({ SaleType: 1 });
    expect(saleType).toMatchObject({ status: 400, body: { field: 'SaleType' } });
    for (const size of [0, 101]) {
      const res = await list({ PageSize: size });
      expect(res).toMatchObject({ status: 400, body: { field: 'PageSize' } });
    }
  });

  it("keeps every shop to its own sales: another business's id is 403, and its list holds none of ours", async () => {
    const res = await t.call(getSales, { token: other.token, params: { businessId: owner.businessId }, query: {} as never });
    expect(res).toMatchObject({ status: 403, body: { code: 'BUSINESS_ACCESS' } });
    const own = await t.call(getSales, { token: other.token, params: { businessId: other.businessId }, query: {} as never });
    expect(own.body.result).toMatchObject({ totalRecords: 0, sum: 0 });
  });

  it('needs the pos module in the role', async () => {
    const clerk = await createMember(t, owner, { roles: ['products'] });
    expect((await list({}, clerk.token)).status).toBe(403);
    const cashier = await createMember(t, owner, { roles: ['pos'] });
    expect((await list({}, cashier.token)).status).toBe(200);
  });
});

describe('L8 GetDeletedSales', () => {
  it('lists only voided sales, with the date range and search', async () => {
    const query = (q: Record<string, string | number>) =>
      t.call(getDeletedSales, { token: owner.token, params: { businessId: owner.businessId }, query: q as never });
    const all = await query({});
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.result).toMatchObject({ totalRecords: 1, totalPages: 1, currentPageNumber: 1, pageSize: 50 });
    expect(all.body.result!.data[0]).toMatchObject({ receiptNo: sales.voided!.receiptNo, isDeleted: true, salesStatus: 4 });
    expect((await query({ SearchParam: 'voided client' })).body.result!.totalRecords).toBe(1);
    expect((await query({ SearchParam: 'wanjiku' })).body.result!.totalRecords).toBe(0);
    expect((await query({ EndDate: '2026-03-03' })).body.result!.totalRecords).toBe(0);
    expect((await query({ StartDate: '2026-03-05', EndDate: '2026-03-04' })).status).toBe(400);
    const foreign = await t.call(getDeletedSales, { token: other.token, params: { businessId: owner.businessId }, query: {} as never });
    expect(foreign.status).toBe(403);
  });
});

describe('L9 GetPOSTransactionsByCustomDates', () => {
  it('returns the sales of the range newest first, narrowed to one cashier by UserId', async () => {
    const cashier = await createMember(t, owner, { roles: ['pos'] });
    const tea = await addProduct(t, owner, { name: 'Cashier tea', sellingPrice: 50, quantity: 5 });
    const own = await postSale(t, cashier, cashSale(owner, [{ productId: tea.id, quantity: 1, calcPrice: 50 }]));
    expect(own.status).toBe(200);
    await backdateSale(t, own.body.result!.transactionId, '2026-03-03T15:00:00+03:00');
    const range = (query: Record<string, string | number>) =>
      t.call(getPosTransactionsByCustomDates, { token: owner.token, query: { BusinessId: owner.businessId, ...query } as never });
    const all = await range({ StartDate: '2026-03-02', EndDate: '2026-03-03' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.result!.map((row) => row.receiptNo)).toEqual([own.body.result!.receiptNo, sales.split!.receiptNo, sales.earlySecond!.receiptNo]);
    const mine = await range({ StartDate: '2026-03-02', EndDate: '2026-03-03', UserId: cashier.userId });
    expect(mine.body.result!.map((row) => row.receiptNo)).toEqual([own.body.result!.receiptNo]);
    expect(await range({ StartDate: '2026-03-03', EndDate: '2026-03-02' })).toMatchObject({ status: 400, body: { field: 'StartDate' } });
    expect(await range({ StartDate: '2026-03-03' })).toMatchObject({ status: 400, body: { field: 'EndDate' } });
    const foreign = await t.call(getPosTransactionsByCustomDates, {
      token: other.token,
      query: { BusinessId: owner.businessId, StartDate: '2026-03-01', EndDate: '2026-03-09' } as never,
    });
    expect(foreign.status).toBe(403);
  });
});

describe('L2 linked', () => {
  it('lists the refunds and credit notes raised against the sale, and only those', async () => {
    // L4/L5 are another branch's work: a refund row is written the way they link it, by original_transaction_id.
    const [sale] = await t.database.db.select().from(transactions).where(eq(transactions.id, sales.split!.id));
    const { id: _id, ...copy } = sale!;
    await t.database.db
      .insert(transactions)
      .values({ ...copy, kind: 'Refund', receiptNo: 'R-000001', shareToken: 'refund-share-token-0001', clientSaleId: null, originalTransactionId: sale!.id });
    const res = await t.call(getTransactionDetails, { token: owner.token, params: { businessId: owner.businessId, transactionId: sale!.id } });
    expect(res.status).toBe(200);
    expect(res.body.result!.linked).toMatchObject([{ kind: 'Refund', receiptNo: 'R-000001', originalTransactionId: sale!.id }]);
    const plain = await t.call(getTransactionDetails, { token: owner.token, params: { businessId: owner.businessId, transactionId: sales.order!.id } });
    expect(plain.body.result!.linked).toEqual([]);
    // In L7 the refund is also a row of its own, its amounts negative (issue 31).
    const row = (await list({ SearchParam: 'R-000001' })).body.result!;
    expect(row).toMatchObject({ totalRecords: 1, sum: -sale!.total, data: [{ kind: 'Refund', total: -sale!.total, returnedAmount: 0 }] });
    const foreign = await t.call(getTransactionDetails, { token: other.token, params: { businessId: other.businessId, transactionId: sale!.id } });
    expect(foreign.status).toBe(404);
  });
});
