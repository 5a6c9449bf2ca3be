// For any mix of sales (cash or pay later), voids, refunds (with and without restock, any way of paying back)
// and credit notes: every product's stock is the sum of its movements and what the model expects, and
// every customer's balance is Σ credit − Σ debit of the ledger, as H4 reports it and as the model expects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getCustomer, getProduct } from '@dukani/contracts';
import { roundMoney, sumMoney } from '@dukani/domain';
import { addCustomer, addProduct, amountDueOf, cashSale, postCreditNote, postSale, refundSale, voidSale, type Shop } from '@dukani/test-factories';
import { customerLedger, stockMovements } from '../../db/schema';
import { useTestApp } from '../../../test/helper';

const t = useTestApp();
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const PRICES = [100, 250, 35.5];
const STOCK = 60;

type Op =
  | { kind: 'sale'; lines: Array<{ product: number; quantity: number }>; customer: number }
  | { kind: 'void'; pick: number }
  | { kind: 'refund'; pick: number; line: number; extra: number; restock: boolean; pay: 'default' | 'cash' | 'split' }
  | { kind: 'creditNote'; pick: number; line: number; extra: number; restock: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('sale' as const),
    lines: fc.uniqueArray(fc.record({ product: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 1,
      maxLength: 3,
      selector: (line) => line.product,
    }),
    customer: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    line: fc.nat(),
    extra: fc.integer({ min: 0, max: 2 }),
    restock: fc.boolean(),
    pay: fc.constantFrom('default' as const, 'cash' as const, 'split' as const),
  }),
  fc.record({ kind: fc.constant('creditNote' as const), pick: fc.nat(), line: fc.nat(), extra: fc.integer({ min: 0, max: 1 }), restock: fc.boolean() }),
);

interface ModelSale {
  id: number;
  customer: number;
  lines: Array<{ productId: number; product: number; quantity: number; left: number }>;
  voided: boolean;
  returned: boolean;
  creditLeft: number;
}

async function run(ops: Op[]) {
  const shop: Shop = await t.owner();
  const products: Array<{ id: number }> = [];
  for (const [index, price] of PRICES.entries())
    products.push(await addProduct(t.transport, shop, { name: `P${index}`, sellingPrice: price, quantity: STOCK, taxCode: 'B' }));
  const customers = [0];
  for (const name of ['Amina', 'Baraka']) customers.push((await addCustomer(t.transport, shop, { clientName: name })).id);
  const stock = products.map(() => STOCK);
  const owed = customers.map(() => 0);
  const sales: ModelSale[] = [];

  for (const op of ops) {
    if (op.kind === 'sale') {
      const lines = op.lines.map((line) => ({ productId: products[line.product]!.id, quantity: line.quantity, calcPrice: PRICES[line.product]! }));
      const due = amountDueOf(lines);
      const body = op.customer
        ? {
            ...cashSale(shop, lines),
            customerId: customers[op.customer]!,
            paymentSummary: [{ paymentValue: 'PayLater', amount: 0 }],
            totalPaid: 0,
            balance: due,
          }
        : cashSale(shop, lines);
      const res = await postSale(t.transport, shop, body);
      expect(res.status, res.body.errordesc).toBe(200);
      op.lines.forEach((line) => (stock[line.product]! -= line.quantity));
      owed[op.customer] = roundMoney(owed[op.customer]! + (op.customer ? due : 0));
      sales.push({
        id: res.body.result!.transactionId,
        customer: op.customer,
        lines: op.lines.map((line) => ({ ...line, productId: products[line.product]!.id, left: line.quantity })),
        voided: false,
        returned: false,
        creditLeft: op.customer ? due : 0,
      });
      continue;
    }
    const sale = sales.length ? sales[op.pick % sales.length]! : undefined;
    if (!sale) continue;
    if (op.kind === 'void') {
      const res = await voidSale(t.transport, shop, sale.id);
      if (sale.voided || sale.returned) {
        expect(res.status).toBe(409);
        continue;
      }
      expect(res.status, res.body.errordesc).toBe(200);
      sale.voided = true;
      sale.lines.forEach((line) => (stock[line.product]! += line.quantity));
      owed[sale.customer] = roundMoney(owed[sale.customer]! - sale.creditLeft);
      continue;
    }
    const line = sale.lines[op.line % sale.lines.length]!;
    const quantity = Math.max(1, line.left) + op.extra;
    const itemList = [{ productId: line.productId, quantity, addInventory: op.restock }];
    const lineTotal = roundMoney(PRICES[line.product]! * quantity);
    let paymentSummary;
    if (op.kind === 'refund' && op.pay === 'cash') paymentSummary = [{ paymentValue: 'Cash', amount: lineTotal }];
    if (op.kind === 'refund' && op.pay === 'split' && sale.customer) {
      const off = roundMoney(lineTotal / 2);
      paymentSummary = [
        { paymentValue: 'PayLater', amount: off },
        { paymentValue: 'Cash', amount: roundMoney(lineTotal - off) },
      ];
    }
    const res =
      op.kind === 'refund'
        ? await refundSale(t.transport, shop, sale.id, { itemList, ...(paymentSummary ? { paymentSummary } : {}) })
        : await postCreditNote(t.transport, shop, { originalTransactionId: sale.id, itemList, reason: 'Returned' });
    if (sale.voided || quantity > line.left) {
      expect(res.status, `${op.kind} of ${quantity}, ${line.left} left, voided ${sale.voided}`).toBe(409);
      continue;
    }
    expect(res.status, res.body.errordesc).toBe(200);
    const result = res.body.result!;
    // Every line here is tax-inclusive at a whole-cent price, so the refund is exactly price × quantity.
    expect(result.total).toBe(lineTotal);
    // A refund pays all of it back; a credit note only takes it off what the customer still owes for the sale.
    const paidBack = sumMoney(result.paymentSummary.map((p) => p.amount));
    if (op.kind === 'refund') expect(paidBack).toBe(lineTotal);
    else expect(paidBack).toBe(Math.min(lineTotal, sale.creditLeft));
    const offBalance = sumMoney(result.paymentSummary.filter((p) => p.paymentValue === 'PayLater').map((p) => p.amount));
    if (!paymentSummary && op.kind === 'refund') expect(offBalance).toBe(Math.min(lineTotal, sale.creditLeft));
    line.left -= quantity;
    sale.returned = true;
    sale.creditLeft = Math.max(roundMoney(sale.creditLeft - offBalance), 0);
    owed[sale.customer] = roundMoney(owed[sale.customer]! - offBalance);
    if (op.restock) stock[line.product]! += quantity;
  }

  for (const [index, product] of products.entries()) {
    const reported = (await t.call(getProduct, { token: shop.token, params: { id: product.id } })).body.result!.quantity;
    const [moved] = rowsOf<{ n: string }>(
      await t.database.db.execute(
        sql`select coalesce(sum(${stockMovements.change}), 0) as n from ${stockMovements} where ${stockMovements.productId} = ${product.id}`,
      ),
    );
    expect(reported, `stock of P${index}`).toBe(stock[index]);
    expect(Number(moved!.n), `Σ movements of P${index}`).toBe(reported);
  }
  for (const [index, customerId] of customers.entries()) {
    if (!customerId) continue;
    const reported = (await t.call(getCustomer, { token: shop.token, params: { id: customerId } })).body.result!.balance;
    const ledger = await t.database.db.select().from(customerLedger).where(eq(customerLedger.customerId, customerId));
    const fromLedger = sumMoney(ledger.map((row) => (row.type === 'Credit' ? row.amount : -row.amount)));
    expect(reported, `balance of customer ${index}`).toBe(fromLedger);
    expect(reported, `model balance of customer ${index}`).toBe(owed[index]);
  }
}

describe('stock and balances after any mix of sales, voids, refunds and credit notes', () => {
  it('stock = Σ movements and balance = Σ credit − Σ debit, both as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 24 }), (ops) => run(ops)),
      { numRuns: 12, seed: Number(process.env.PROPERTY_SEED ?? 20261127) },
    );
  }, 240_000);
});
