import { beforeAll, describe, expect, it } from 'vitest';
import { getDeletedSales, getSales, getTransactionDetails, type Transaction } from '@dukani/contracts';
import { roundMoney } from '@dukani/domain';
import { addProduct, cashSale, postCreditNote, postSale, refundSale, voidSale } from '@dukani/test-factories';
import { call, useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';

// L7 (issue 31): refunds and credit notes are rows of their own with negative amounts, so the sum is net.
const t = useTestApp();
let owner: Owner;
let tea: { id: number };
let first: Transaction;
let second: Transaction;
let voided: Transaction;
let refund: Transaction;
let note: Transaction;

const list = (query: Record<string, string | number> = {}, token = owner.token) =>
  t.call(getSales, { token, params: { businessId: owner.businessId }, query: query as never });

async function sell(quantity: number) {
  const res = await postSale(t.transport, owner, cashSale(owner, [{ productId: tea.id, quantity, calcPrice: 100 }]));
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Neema' });
  tea = await addProduct(t.transport, owner, { name: 'Chai 500g', sellingPrice: 100, quantity: 50, taxCode: 'B' });
  first = await sell(2);
  second = await sell(3);
  voided = await sell(1);
  expect((await voidSale(t.transport, owner, voided.transactionId)).status).toBe(200);
  const refunded = await refundSale(t.transport, owner, first.transactionId, { itemList: [{ productId: tea.id, quantity: 1 }] });
  expect(refunded.status, refunded.body.errordesc).toBe(200);
  refund = refunded.body.result!;
  const credited = await postCreditNote(t.transport, owner, {
    originalTransactionId: second.transactionId,
    itemList: [{ productId: tea.id, quantity: 1 }],
    reason: 'Torn packet',
  });
  expect(credited.status, credited.body.errordesc).toBe(200);
  note = credited.body.result!;
});

describe('L7 with refunds and credit notes', () => {
  it('lists them as rows of their own with negative amounts, and the sum is gross sales less what went back', async () => {
    const res = await list();
    expect(res.status, res.body.errordesc).toBe(200);
    const page = res.body.result!;
    expect(page.data.map((row) => [row.kind, row.receiptNo])).toEqual([
      ['CreditNote', note.receiptNo],
      ['Refund', refund.receiptNo],
      ['Sale', second.receiptNo],
      ['Sale', first.receiptNo],
    ]);
    expect(refund.total).toBe(100);
    expect(page.sum).toBe(roundMoney(first.total + second.total - refund.total - note.total));
    const refundRow = page.data.find((row) => row.kind === 'Refund')!;
    expect(refundRow).toMatchObject({
      total: -refund.total,
      subTotal: -refund.subTotal,
      taxes: -refund.taxes,
      totalPaid: -refund.totalPaid,
      originalTransactionId: first.transactionId,
      returnedAmount: 0,
    });
    expect(refundRow.paymentSummary.map((entry) => entry.amount)).toEqual(refund.paymentSummary.map((entry) => -entry.amount));
    expect(page.data.find((row) => row.kind === 'CreditNote')).toMatchObject({ total: -note.total, originalTransactionId: second.transactionId });
  });

  it('marks each sale with what was given back against it; a sale with none carries 0', async () => {
    const fresh = await sell(1);
    const rows = (await list()).body.result!.data;
    expect(rows.find((row) => row.transactionId === first.transactionId)).toMatchObject({ total: first.total, returnedAmount: refund.total });
    expect(rows.find((row) => row.transactionId === second.transactionId)).toMatchObject({ total: second.total, returnedAmount: note.total });
    expect(rows.find((row) => row.transactionId === fresh.transactionId)).toMatchObject({ returnedAmount: 0 });
  });

  it('Kind filters sales, refunds or credit notes, each with its own sum', async () => {
    const sales = (await list({ Kind: 'Sale' })).body.result!;
    expect(sales.data.every((row) => row.kind === 'Sale')).toBe(true);
    expect(sales.data.map((row) => row.receiptNo)).toEqual(expect.arrayContaining([first.receiptNo, second.receiptNo]));
    expect(sales.sum).toBe(roundMoney(sales.data.reduce((sum, row) => sum + row.total, 0)));
    const refunds = (await list({ Kind: 'Refund' })).body.result!;
    expect(refunds).toMatchObject({ totalRecords: 1, sum: -refund.total, data: [{ receiptNo: refund.receiptNo }] });
    const notes = (await list({ Kind: 'CreditNote' })).body.result!;
    expect(notes).toMatchObject({ totalRecords: 1, sum: -note.total, data: [{ receiptNo: note.receiptNo }] });
    const wrong = await call(t.app, 'GET', `/api/Transactions/GetSales/${owner.businessId}?Kind=Void`, { token: owner.token });
    expect(wrong).toMatchObject({ status: 400, body: { field: 'Kind' } });
    expect(wrong.body.errordesc).toBe('Kind: must be Sale, Refund or CreditNote');
    const german = await call(t.app, 'GET', `/api/Transactions/GetSales/${owner.businessId}?Kind=Void`, {
      token: owner.token,
      headers: { 'accept-language': 'de' },
    });
    expect(german.body.errordesc).toBe('Kind: muss Sale, Refund oder CreditNote sein');
  });

  it('keeps a voided sale out (L8 lists it), and search finds a refund by its own receipt number', async () => {
    const rows = (await list()).body.result!.data;
    expect(rows.map((row) => row.transactionId)).not.toContain(voided.transactionId);
    const deleted = await t.call(getDeletedSales, { token: owner.token, params: { businessId: owner.businessId }, query: {} as never });
    expect(deleted.body.result!.data.map((row) => row.receiptNo)).toEqual([voided.receiptNo]);
    expect((await list({ SearchParam: refund.receiptNo })).body.result).toMatchObject({ totalRecords: 1, sum: -refund.total });
  });

  it('links both ways: the sale lists its refund (L2 linked), the refund opens with its original sale', async () => {
    const sale = await t.call(getTransactionDetails, { token: owner.token, params: { businessId: owner.businessId, transactionId: first.transactionId } });
    expect(sale.body.result!.linked).toMatchObject([{ transactionId: refund.transactionId, kind: 'Refund', total: refund.total }]);
    const back = await t.call(getTransactionDetails, { token: owner.token, params: { businessId: owner.businessId, transactionId: refund.transactionId } });
    expect(back.body.result).toMatchObject({ kind: 'Refund', originalTransactionId: first.transactionId, total: refund.total, linked: [] });
  });

  it("a cashier's list holds the refunds they gave, and its sum is their own net", async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos', 'refunds'] });
    const shop = { token: cashier.token, businessId: owner.businessId };
    const own = await postSale(t.transport, shop, cashSale(owner, [{ productId: tea.id, quantity: 1, calcPrice: 100 }]));
    const back = await refundSale(t.transport, shop, second.transactionId, { itemList: [{ productId: tea.id, quantity: 1 }] });
    expect(back.status, back.body.errordesc).toBe(200);
    const page = (await list({}, cashier.token)).body.result!;
    expect(page.data.map((row) => [row.kind, row.receiptNo])).toEqual([
      ['Refund', back.body.result!.receiptNo],
      ['Sale', own.body.result!.receiptNo],
    ]);
    expect(page.sum).toBe(roundMoney(own.body.result!.total - back.body.result!.total));
  });
});
