import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@dukani/contracts';
import { notifications, products, productVariants, stockMovements } from '../../db/schema';
import { call, useTestApp } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { addProduct, amountDueOf, postSale, stockOf } from '../../../test/sales';

// Issue 18: K1 answers from what it wrote (no re-read). The answer must be the sale exactly as L2 reads it back.
const t = useTestApp();
let owner: Owner;

beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Answer Shop' });
});

async function details(transactionId: number) {
  const res = await call<Transaction & { linked: unknown[] }>(t.app, 'GET', `/api/Transactions/GetTransactionDetails/${owner.businessId}/${transactionId}`, {
    token: owner.token,
  });
  expect(res.status).toBe(200);
  const { linked: _linked, ...sale } = res.body.result!;
  return sale;
}

/** A product with variants, as the owner adds it (the answer carries the variants' ids). */
async function withVariants(name: string, variants: { name: string; sellingPrice: number; quantity: number; lowstock?: number }[]) {
  const product = await addProduct(t, owner, { name, sellingPrice: variants[0]!.sellingPrice, variants });
  const rows = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
  return { body: { result: { id: product.id, variants: rows.map((row) => ({ id: row.id, name: row.name })) } } };
}

describe('K1 answers from what it wrote', () => {
  it('the answer of a varied sale (variant, bundle, discount, split pay-later, salesperson, odd prices) equals L2', async () => {
    const shirt = await withVariants('T-shirt', [
      { name: 'Small', sellingPrice: 500, quantity: 4 },
      { name: 'Large', sellingPrice: 550, quantity: 6, lowstock: 5 },
    ]);
    const large = shirt.body.result!.variants.find((v) => v.name === 'Large')!;
    const tea = await addProduct(t, owner, { name: 'Tea leaves', sellingPrice: 120, quantity: 50, buyingPrice: 80 });
    const milk = await addProduct(t, owner, { name: 'Milk', sellingPrice: 65, quantity: 20, taxCode: 'E', taxInclusive: false });
    const bundle = await call<{ id: number }>(t.app, 'POST', '/api/Product/CreateBundle', {
      token: owner.token,
      body: { customerInfoCustId: owner.businessId, name: 'Tea pack', price: 330, batchStore: [{ productId: tea.id, quantity: 3 }] },
    });
    expect(bundle.status, JSON.stringify(bundle.body)).toBe(200);
    const customer = await call<{ id: number }>(t.app, 'POST', '/api/Customer/AddCustomer', {
      token: owner.token,
      body: { customerInfoCustId: owner.businessId, clientName: 'Wanjiku' },
    });
    const seller = await createMember(t, owner, { roles: ['pos'] });
    const lines = [
      { productId: shirt.body.result!.id, variantId: large.id, quantity: 2, calcPrice: 549.999, discount: 10 },
      { productId: bundle.body.result!.id, isBundle: true, quantity: 1, calcPrice: 330 },
      { productId: milk.id, quantity: 2, calcPrice: 65.555, taxRate: 0.08, taxInclusive: false },
    ];
    const due = amountDueOf(lines, { discount: { type: '%', amount: 5 } });
    const res = await postSale(t, owner, {
      businessId: owner.businessId,
      clientSaleId: crypto.randomUUID(),
      itemList: lines,
      discount: { type: '%', amount: 5 },
      customerId: customer.body.result!.id,
      salesPersonId: seller.userId,
      paymentSummary: [
        { paymentValue: 'Cash', amount: 500 },
        { paymentValue: 'PayLater', amount: 0, dueDate: '2026-12-31' },
      ],
      totalPaid: 500,
      balance: Math.round((due - 500) * 100) / 100,
      clientPhone: '0712 000 111',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body.result!;
    expect(answer).toEqual(await details(answer.transactionId));
    expect(answer.receipt.salesPersonName).toBe('Test Member');
    expect(answer.itemList.map((i) => i.name)).toEqual(['T-shirt Large', 'Tea pack', 'Milk']);
    expect(await stockOf(t, owner, tea.id)).toBe(47);
    const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, large.id));
    expect(variant!.quantity).toBe(4);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, shirt.body.result!.id));
    expect(product!.quantity).toBe(8);
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.transactionId, answer.transactionId));
    expect(moves.map((m) => [m.productId, m.variantId, m.change, m.quantityBefore, m.quantityAfter]).sort()).toEqual(
      [
        [shirt.body.result!.id, large.id, -2, 6, 4],
        [tea.id, null, -3, 50, 47],
        [milk.id, null, -2, 20, 18],
      ].sort(),
    );
    const low = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.businessId, owner.businessId), eq(notifications.category, 2)));
    expect(low.map((n) => n.message)).toContain('T-shirt (Large) is down to 4 (low-stock level 5).');
  });

  it('a plain cash sale and a quick sale answer as L2 reads them', async () => {
    const soap = await addProduct(t, owner, { name: 'Soap', sellingPrice: 50, quantity: 10 });
    const sale = await postSale(t, owner, {
      businessId: owner.businessId,
      itemList: [{ productId: soap.id, quantity: 3, calcPrice: 50 }],
      paymentSummary: [{ paymentValue: 'Cash', amount: 200 }],
      totalPaid: 200,
      balance: -50,
    });
    expect(sale.status).toBe(200);
    expect(sale.body.result).toEqual(await details(sale.body.result!.transactionId));
    const quick = await postSale(
      t,
      owner,
      {
        businessId: owner.businessId,
        itemList: [{ productId: 0, quantity: 1, calcPrice: 99.5, name: 'Repair', taxRate: 0.123456, taxInclusive: true }],
        paymentSummary: [{ paymentValue: 'Cash', amount: 99.5 }],
        totalPaid: 99.5,
        balance: 0,
      },
      { quick: true },
    );
    expect(quick.status, JSON.stringify(quick.body)).toBe(200);
    expect(quick.body.result).toEqual(await details(quick.body.result!.transactionId));
  });

  it('a product with variants sold without one is refused; a variant short of stock refuses the whole sale', async () => {
    const shoe = await withVariants('Shoe', [{ name: '42', sellingPrice: 900, quantity: 2 }]);
    const sock = await addProduct(t, owner, { name: 'Sock', sellingPrice: 100, quantity: 5 });
    const cash = (lines: { productId: number; variantId?: number; quantity: number; calcPrice: number }[]) => ({
      businessId: owner.businessId,
      itemList: lines,
      paymentSummary: [{ paymentValue: 'Cash', amount: amountDueOf(lines) }],
      totalPaid: amountDueOf(lines),
      balance: 0,
    });
    const without = await postSale(t, owner, cash([{ productId: shoe.body.result!.id, quantity: 1, calcPrice: 900 }]));
    expect(without.status).toBe(400);
    const short = await postSale(
      t,
      owner,
      cash([
        { productId: sock.id, quantity: 1, calcPrice: 100 },
        { productId: shoe.body.result!.id, variantId: shoe.body.result!.variants[0]!.id, quantity: 3, calcPrice: 900 },
      ]),
    );
    expect(short.status).toBe(409);
    expect(short.body.errordesc).toBe('Shoe (42): only 2 left in stock');
    expect(await stockOf(t, owner, sock.id)).toBe(5);
    expect(await stockOf(t, owner, shoe.body.result!.id)).toBe(2);
  });
});
