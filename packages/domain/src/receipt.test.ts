import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import { buildReceiptLines, buildReceiptPayments, receiptQuantity, shopAddressLine, type ReceiptItemInput } from './receipt';
import { customerSubtotal } from './subtotal';
import { computeSaleTotals, type SaleTotalsInput } from './sale-totals';

/** The sale as the server stores it: computeSaleTotals' figures on each line. */
function storedItems(input: SaleTotalsInput): { items: ReceiptItemInput[]; amountDue: number; discount: number } {
  const totals = computeSaleTotals(input);
  const items = input.lines.map((line, index) => {
    const figures = totals.lines[index]!;
    return {
      name: `Item ${index + 1}`,
      quantity: line.quantity,
      calcPrice: line.calcPrice,
      discount: figures.lineDiscount,
      orderDiscountShare: figures.orderDiscountShare,
      lineAmount: figures.lineAmount,
      tax: figures.tax,
      taxRate: input.taxExempt ? 0 : line.taxRate,
      taxCode: line.taxRate > 0 ? 'B' : 'A',
      taxInclusive: line.taxInclusive,
    };
  });
  return { items, amountDue: totals.amountDue, discount: totals.orderDiscount };
}

const untaxed = (calcPrice: number, discount = 0) => ({ calcPrice, quantity: 1, discount, taxRate: 0, taxInclusive: true });

describe('buildReceiptLines', () => {
  it("prints the issue's receipt with lines that add up to its subtotal (not 261 + 144 + 450 under a 1,000 subtotal)", () => {
    const sale = storedItems({ lines: [untaxed(305), untaxed(168), untaxed(527)], discount: { type: 'KES', amount: 145 }, taxExempt: false, shippingFee: 0 });
    // The stored lines are net of the spread discount: what the old receipt printed.
    expect(sale.items.map((item) => item.lineAmount)).toEqual([260.77, 143.64, 450.59]);
    const receipt = buildReceiptLines({ items: sale.items, shippingFee: 0 });
    expect(receipt.lines.map((line) => line.amount)).toEqual([305, 168, 527]);
    expect(receipt.subTotal).toBe(1000);
    expect(receipt.orderDiscount).toBe(145);
    expect(receipt.total).toBe(855);
  });

  it('prints a line at its own price less its own discount, the order discount once, and added tax', () => {
    const sale = storedItems({
      lines: [untaxed(200, 20), { calcPrice: 100, quantity: 2, discount: 0, taxRate: 0.16, taxInclusive: false }],
      discount: { type: '%', amount: 10 },
      taxExempt: false,
      shippingFee: 50,
    });
    const receipt = buildReceiptLines({ items: sale.items, shippingFee: 50 });
    expect(receipt.lines.map((line) => [line.unitPrice, line.lineDiscount, line.amount])).toEqual([
      [200, 20, 180],
      [100, 0, 200],
    ]);
    expect(receipt.subTotal).toBe(380);
    expect(receipt.orderDiscount).toBe(38);
    // 10 % off 200 leaves 180; 16 % of it is added on top.
    // The untaxed line's exempt band A is listed too (issue 36), at 0 %.
    expect(receipt.taxRows).toEqual([
      { taxCode: 'A', taxRate: 0, taxable: 162, tax: 0, isIncluded: true },
      { taxCode: 'B', taxRate: 0.16, taxable: 180, tax: 28.8, isIncluded: false },
    ]);
    expect(receipt.total).toBe(380 - 38 + 28.8 + 50);
    expect(receipt.total).toBe(sale.amountDue);
  });

  it('shows tax inside prices as included, without adding it again', () => {
    const sale = storedItems({ lines: [{ calcPrice: 116, quantity: 1, discount: 0, taxRate: 0.16, taxInclusive: true }], taxExempt: false, shippingFee: 0 });
    const receipt = buildReceiptLines({ items: sale.items, shippingFee: 0 });
    expect(receipt.taxRows).toEqual([{ taxCode: 'B', taxRate: 0.16, taxable: 100, tax: 16, isIncluded: true }]);
    expect(receipt.total).toBe(116);
  });

  it('always adds up: Σ lines = subtotal, subtotal − discount + added tax + shipping = what the sale charged', () => {
    const line = fc.record({
      calcPrice: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
      quantity: fc.integer({ min: 1, max: 50_000 }).map((m) => m / 1000),
      discount: fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100),
      taxRate: fc.constantFrom(0, 0.08, 0.16),
      taxInclusive: fc.boolean(),
    });
    const sale = fc.record({
      lines: fc.array(line, { minLength: 1, maxLength: 12 }),
      discount: fc.option(fc.record({ type: fc.constantFrom('KES' as const, '%' as const), amount: fc.integer({ min: 0, max: 10_000 }).map((c) => c / 100) })),
      taxExempt: fc.boolean(),
      shippingFee: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
    });
    fc.assert(
      fc.property(sale, (input) => {
        const stored = storedItems(input);
        const receipt = buildReceiptLines({ items: stored.items, shippingFee: input.shippingFee });
        const cents = (values: number[]) => values.reduce((sum, value) => sum + toCents(value), 0);
        expect(cents(receipt.lines.map((l) => l.amount))).toBe(toCents(receipt.subTotal));
        receipt.lines.forEach((l) => expect(toCents(l.amount)).toBe(toCents(l.quantity * l.unitPrice) - toCents(l.lineDiscount)));
        expect(receipt.orderDiscount).toBe(stored.discount);
        const added = cents(receipt.taxRows.filter((row) => !row.isIncluded).map((row) => row.tax));
        expect(toCents(receipt.subTotal) - toCents(receipt.orderDiscount) + added + toCents(receipt.shippingFee)).toBe(toCents(receipt.total));
        expect(receipt.total).toBe(stored.amountDue);
        // The till reads the same definition off its own totals: the screen and the paper show one subtotal.
        expect(customerSubtotal(computeSaleTotals(input).lines)).toEqual({ subTotal: receipt.subTotal, orderDiscount: receipt.orderDiscount });
      }),
    );
  });

  it('lists every band the sale has, an exempt A at 0 % too, and prints a measured quantity with its unit (issue 36)', () => {
    const base = { discount: 0, orderDiscountShare: 0, taxInclusive: true };
    const receipt = buildReceiptLines({
      items: [
        { ...base, name: 'Rice', quantity: 1.5, calcPrice: 180, lineAmount: 270, tax: 0, taxRate: 0, taxCode: 'A', unitId: 2 },
        { ...base, name: 'Soap', quantity: 2, calcPrice: 600, lineAmount: 1200, tax: 165.52, taxRate: 0.16, taxCode: 'B', unitId: 1 },
        { ...base, name: 'Typed', quantity: 1, calcPrice: 50, lineAmount: 50, tax: 0, taxRate: 0, taxCode: null },
      ],
      shippingFee: 0,
    });
    expect(receipt.taxRows).toEqual([
      { taxCode: 'A', taxRate: 0, taxable: 270, tax: 0, isIncluded: true },
      { taxCode: 'B', taxRate: 0.16, taxable: 1034.48, tax: 165.52, isIncluded: true },
    ]);
    expect(receipt.lines.map((line) => receiptQuantity(line, String))).toEqual(['1.5 kg', '2', '1']);
  });
});

describe('buildReceiptPayments', () => {
  it('a pay-later sale owes its balance by the due date instead of printing "Pay Later 0.00"', () => {
    const paid = buildReceiptPayments(
      [
        { paymentValue: 'Cash', displayValue: 'Cash', amount: 200 },
        { paymentValue: 'PayLater', displayValue: 'Pay Later', amount: 0, dueDate: '2025-03-15' },
      ],
      300,
    );
    expect(paid.rows.map((row) => row.paymentValue)).toEqual(['Cash']);
    expect(paid.owed).toEqual({ amount: 300, dueDate: '2025-03-15' });
  });

  it("keeps a refund's PayLater entry (what came off the account) and owes nothing on a paid sale", () => {
    const paid = buildReceiptPayments([{ paymentValue: 'PayLater', displayValue: 'Pay Later', amount: 70 }], 0);
    expect(paid.rows).toHaveLength(1);
    expect(paid.owed).toBeNull();
  });
});

describe('shopAddressLine', () => {
  it('prints the street and the city, or whichever the shop gave', () => {
    expect(shopAddressLine({ address: 'Moi Avenue 12', city: 'Nairobi' })).toBe('Moi Avenue 12, Nairobi');
    expect(shopAddressLine({ address: ' ', city: 'Nakuru' })).toBe('Nakuru');
    expect(shopAddressLine(null)).toBeNull();
  });
});

describe('customerSubtotal', () => {
  it("gives the till the receipt's subtotal: 400 less 20 and 300 is 680, the order discount of 30 once (issue 36, item 5)", () => {
    const totals = computeSaleTotals({ lines: [untaxed(400, 20), untaxed(300)], discount: { type: 'KES', amount: 30 }, taxExempt: false, shippingFee: 0 });
    expect(totals.subTotal).toBe(700);
    expect(customerSubtotal(totals.lines)).toEqual({ subTotal: 680, orderDiscount: 30 });
  });
});
