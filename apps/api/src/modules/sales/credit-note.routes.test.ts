import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { and, eq, inArray } from 'drizzle-orm';
import { getCustomer, getProduct } from '@dukani/contracts';
import { roundMoney, sumMoney } from '@dukani/domain';
import { addBundle, addCustomer, addProduct, cashSale, postCreditNote, postSale, refundSale, voidSale, type Shop } from '@dukani/test-factories';
import { auditLog, outboxJobs, stockMovements, transactions } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Baraka' });
  other = await t.owner({ businessName: 'Other Shop' });
});

const stockOf = async (shop: Shop, productId: number) => (await t.call(getProduct, { token: shop.token, params: { id: productId } })).body.result!.quantity;

async function balanceOf(shop: Shop, customerId: number) {
  return (await t.call(getCustomer, { token: shop.token, params: { id: customerId } })).body.result!.balance;
}

async function sold(options: { quantity: number; payLater?: boolean }) {
  const product = await addProduct(t.transport, owner, { name: `Item ${crypto.randomUUID().slice(0, 6)}`, sellingPrice: 100, quantity: 20, taxCode: 'B' });
  const lines = [{ productId: product.id, quantity: options.quantity, calcPrice: 100 }];
  let customerId = 0;
  let body = cashSale(owner, lines);
  if (options.payLater) {
    customerId = (await addCustomer(t.transport, owner, { clientName: `Customer ${crypto.randomUUID().slice(0, 6)}` })).id;
    body = { ...body, customerId, paymentSummary: [{ paymentValue: 'PayLater', amount: 0 }], totalPaid: 0, balance: 100 * options.quantity };
  }
  const res = await postSale(t.transport, owner, body);
  expect(res.status, res.body.errordesc).toBe(200);
  return { product, sale: res.body.result!, customerId };
}

describe('L5 PostKraCreditNote', () => {
  it('records a CreditNote, queues it for the tax authority and takes it off what the customer owes', async () => {
    const { product, sale, customerId } = await sold({ quantity: 2, payLater: true });
    await t.database.db.update(transactions).set({ salesStatus: 3 }).where(eq(transactions.id, sale.transactionId));
    const res = await postCreditNote(t.transport, owner, {
      originalTransactionId: sale.transactionId,
      itemList: [{ productId: product.id, quantity: 1, addInventory: true }],
      reason: 'Damaged on delivery',
    });
    expect(res.status, res.body.errordesc).toBe(200);
    const note = res.body.result!;
    expect(note).toMatchObject({ kind: 'CreditNote', originalTransactionId: sale.transactionId, total: 100, salesStatus: 1, sessionId: null });
    expect(await balanceOf(owner, customerId)).toBe(100);
    expect(await stockOf(owner, product.id)).toBe(19);
    const jobs = await t.database.db
      .select()
      .from(outboxJobs)
      .where(and(eq(outboxJobs.kind, 'etims.sendCreditNote'), eq(outboxJobs.businessId, owner.businessId)));
    expect(jobs.map((job) => (job.payload as { transactionId: number }).transactionId)).toContain(note.transactionId);

    const tooMany = await postCreditNote(t.transport, owner, {
      originalTransactionId: sale.transactionId,
      itemList: [{ productId: product.id, quantity: 2 }],
      reason: 'x',
    });
    expect(tooMany).toMatchObject({ status: 409, body: { code: 'INVALID_STATE' } });
    const noReason = await postCreditNote(t.transport, owner, {
      originalTransactionId: sale.transactionId,
      itemList: [{ productId: product.id, quantity: 1 }],
      reason: ' ',
    });
    expect(noReason).toMatchObject({ status: 400, body: { field: 'reason' } });
    const ofNote = await postCreditNote(t.transport, owner, {
      originalTransactionId: note.transactionId,
      itemList: [{ productId: product.id, quantity: 1 }],
      reason: 'x',
    });
    expect(ofNote.status).toBe(409);
    const foreign = await postCreditNote(t.transport, other, {
      originalTransactionId: sale.transactionId,
      itemList: [{ productId: product.id, quantity: 1 }],
      reason: 'x',
    });
    expect(foreign.status).toBe(404);

    // Its shared page and PDF are titled as what they are, never as a receipt of a sale.
    const shared = await t.app.inject({ method: 'GET', url: `/api/Receipt/Shared/${note.receipt.shareToken}` });
    expect(shared.json()).toMatchObject({ result: { receipt: { kind: 'CreditNote', receiptNo: note.receiptNo } } });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/Receipt/Pdf/${note.receipt.shareToken}` });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain(`Credit note ${note.receiptNo}`);
    expect(text).not.toContain(`Receipt ${note.receiptNo}`);
  });
});

describe('returns of bundles and typed lines, who may, and the audit', () => {
  it('a refunded bundle with restock puts back its tracked components; a void puts back what the sale took', async () => {
    const tea = await addProduct(t.transport, owner, { name: 'Tea leaves', sellingPrice: 120, quantity: 10 });
    const sugar = await addProduct(t.transport, owner, { name: 'Sugar 1kg', sellingPrice: 200, quantity: 10 });
    const bundle = await addBundle(t.transport, owner, {
      name: 'Chai pack',
      price: 300,
      batchStore: [
        { productId: tea.id, quantity: 1 },
        { productId: sugar.id, quantity: 2 },
      ],
    });
    const sale = (await postSale(t.transport, owner, cashSale(owner, [{ productId: bundle.id, quantity: 2, calcPrice: 300, isBundle: true }]))).body.result!;
    expect([await stockOf(owner, tea.id), await stockOf(owner, sugar.id)]).toEqual([8, 6]);
    const refund = await refundSale(t.transport, owner, sale.transactionId, { itemList: [{ productId: bundle.id, quantity: 1, addInventory: true }] });
    expect(refund.status, refund.body.errordesc).toBe(200);
    expect(refund.body.result!.total).toBe(300);
    expect([await stockOf(owner, tea.id), await stockOf(owner, sugar.id)]).toEqual([9, 8]);

    const second = (await postSale(t.transport, owner, cashSale(owner, [{ productId: bundle.id, quantity: 1, calcPrice: 300, isBundle: true }]))).body.result!;
    expect((await voidSale(t.transport, owner, second.transactionId)).status).toBe(200);
    expect([await stockOf(owner, tea.id), await stockOf(owner, sugar.id)]).toEqual([9, 8]);
    const voids = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.transactionId, second.transactionId), eq(stockMovements.adjustmentType, 'Void')));
    expect(voids.map((m) => [m.productId, m.change]).sort()).toEqual(
      [
        [tea.id, 1],
        [sugar.id, 2],
      ].sort(),
    );
  });

  it('pays back the tax charged on top of a tax-exclusive line, and the pieces of a line add up to it to the cent', async () => {
    const milk = await addProduct(t.transport, owner, { name: 'Milk 500ml', sellingPrice: 65, quantity: 10, taxCode: 'E', taxInclusive: false });
    const sale = (await postSale(t.transport, owner, cashSale(owner, [{ productId: milk.id, quantity: 3, calcPrice: 65, taxRate: 0.08, taxInclusive: false }])))
      .body.result!;
    const [line] = sale.itemList;
    const pieces = [];
    for (let i = 0; i < 3; i++) {
      const res = await refundSale(t.transport, owner, sale.transactionId, { itemList: [{ productId: milk.id, quantity: 1 }] });
      expect(res.status, res.body.errordesc).toBe(200);
      pieces.push(res.body.result!);
    }
    expect(pieces[0]!.total).toBe(roundMoney((line!.lineAmount + line!.tax) / 3));
    expect(sumMoney(pieces.map((p) => p.total))).toBe(sale.total);
    expect(sumMoney(pieces.map((p) => p.taxes))).toBe(sale.taxes);
  });

  it('refunds typed quick-sale lines (productId 0) one after the other', async () => {
    const lines = [
      { productId: 0, name: 'Repair', quantity: 1, calcPrice: 500 },
      { productId: 0, name: 'Cable', quantity: 1, calcPrice: 150 },
    ];
    const sale = await postSale(t.transport, owner, cashSale(owner, lines, { salesDesc: 'Quick Sale' }), { quick: true });
    expect(sale.status, sale.body.errordesc).toBe(200);
    const res = await refundSale(t.transport, owner, sale.body.result!.transactionId, { itemList: [{ productId: 0, quantity: 2 }] });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toMatchObject({ total: 650, itemList: [{ name: 'Repair' }, { name: 'Cable' }] });
  });

  it('needs the refunds module: a user whose role lacks it is 403 and nothing changes', async () => {
    const clerk = await createMember(t, owner, { roleTypes: 'User', roles: ['products'] });
    const shop = { token: clerk.token, businessId: owner.businessId };
    const { product, sale } = await sold({ quantity: 1 });
    expect((await voidSale(t.transport, shop, sale.transactionId)).status).toBe(403);
    expect((await refundSale(t.transport, shop, sale.transactionId)).status).toBe(403);
    expect(
      (await postCreditNote(t.transport, shop, { originalTransactionId: sale.transactionId, itemList: [{ productId: product.id, quantity: 1 }], reason: 'x' }))
        .status,
    ).toBe(403);
    // Selling is not enough: giving back needs `refunds` (API.md §1.2).
    const seller = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await voidSale(t.transport, { token: seller.token, businessId: owner.businessId }, sale.transactionId)).status).toBe(403);
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos', 'refunds'] });
    expect((await voidSale(t.transport, { token: cashier.token, businessId: owner.businessId }, sale.transactionId)).status).toBe(200);
  });

  it('writes one audit row per void, refund and credit note', async () => {
    const voided = await sold({ quantity: 1 });
    await voidSale(t.transport, owner, voided.sale.transactionId);
    const refunded = await sold({ quantity: 2 });
    const refund = await refundSale(t.transport, owner, refunded.sale.transactionId, {
      itemList: [{ productId: refunded.product.id, quantity: 1 }],
      note: 'Torn pack',
    });
    const note = await postCreditNote(t.transport, owner, {
      originalTransactionId: refunded.sale.transactionId,
      itemList: [{ productId: refunded.product.id, quantity: 1 }],
      reason: 'Expired',
    });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['sale.void', 'sale.refund', 'sale.creditNote']));
    const mine = rows.filter((row) =>
      [voided.sale.transactionId, refund.body.result!.transactionId, note.body.result!.transactionId].map(String).includes(row.entityId ?? ''),
    );
    expect(mine.map((row) => row.action).sort()).toEqual(['sale.creditNote', 'sale.refund', 'sale.void']);
    expect(mine.find((row) => row.action === 'sale.creditNote')!.detail).toMatchObject({ reason: 'Expired' });
    expect(mine.find((row) => row.action === 'sale.refund')!.detail).toMatchObject({ note: 'Torn pack' });
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, note.body.result!.transactionId));
    expect(row!.kind).toBe('CreditNote');
  });
});
