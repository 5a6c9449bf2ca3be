import { describe, expect, it } from 'vitest';
import { balanceOf, computeSaleTotals, saleTotalsIssues, type SaleTotalsInput, type TotalsLineInput } from './sale-totals';

const line = (calcPrice: number, quantity: number, extra: Partial<TotalsLineInput> = {}): TotalsLineInput => ({
  calcPrice,
  quantity,
  discount: 0,
  taxRate: 0,
  taxInclusive: true,
  ...extra,
});
const sale = (lines: TotalsLineInput[], extra: Partial<SaleTotalsInput> = {}): SaleTotalsInput => ({
  lines,
  taxExempt: false,
  shippingFee: 0,
  ...extra,
});

describe('sale totals, worked examples', () => {
  it('applies line and order discounts, inclusive and exclusive tax, and shipping', () => {
    const totals = computeSaleTotals(
      sale([line(100, 2, { taxRate: 0.16 }), line(50, 1, { discount: 10, taxRate: 0.16, taxInclusive: false })], {
        discount: { type: '%', amount: 10 },
        shippingFee: 100,
      }),
    );
    expect(totals.lines).toEqual([
      // 10 % of the net 240 is 24: 20 on the 200 line, 4 on the 40 line.
      { lineGross: 200, lineDiscount: 0, orderDiscountShare: 20, lineAmount: 180, tax: 24.83 },
      { lineGross: 50, lineDiscount: 10, orderDiscountShare: 4, lineAmount: 36, tax: 5.76 },
    ]);
    expect(totals).toMatchObject({
      subTotal: 250,
      lineDiscounts: 10,
      orderDiscount: 24,
      discount: 34,
      taxes: 30.59,
      exclusiveTax: 5.76,
      total: 221.76,
      shippingFee: 100,
      amountDue: 321.76,
    });
  });

  it('rounds each line gross to the cent, half away from zero', () => {
    const totals = computeSaleTotals(sale([line(0.1, 3), line(10, 0.333), line(1.005, 1), line(0.05, 0.5)]));
    expect(totals.lines.map((l) => l.lineGross)).toEqual([0.3, 3.33, 1.01, 0.03]);
    expect(totals.subTotal).toBe(4.67);
  });

  it('gives the rounding remainder of the order discount to the largest line', () => {
    const even = computeSaleTotals(sale([line(1, 1), line(1, 1), line(1, 1)], { discount: { type: 'KES', amount: 1 } }));
    expect(even.lines.map((l) => l.orderDiscountShare)).toEqual([0.34, 0.33, 0.33]);
    // 28.57 + 28.57 + 42.86 cents round to 101: the largest line gives the cent back.
    const uneven = computeSaleTotals(sale([line(1, 1), line(1, 1), line(1.5, 1)], { discount: { type: 'KES', amount: 1 } }));
    expect(uneven.lines.map((l) => l.orderDiscountShare)).toEqual([0.29, 0.29, 0.42]);
  });

  it('passes a remainder the largest line cannot take on to the next lines', () => {
    const totals = computeSaleTotals(
      sale(
        Array.from({ length: 5 }, () => line(0.01, 1)),
        { discount: { type: 'KES', amount: 0.02 } },
      ),
    );
    expect(totals.lines.map((l) => l.orderDiscountShare)).toEqual([0.01, 0.01, 0, 0, 0]);
    expect(totals.lines.map((l) => l.lineAmount)).toEqual([0, 0, 0.01, 0.01, 0.01]);
  });

  it('charges no tax on a tax-exempt sale', () => {
    const totals = computeSaleTotals(sale([line(116, 1, { taxRate: 0.16 }), line(100, 1, { taxRate: 0.16, taxInclusive: false })], { taxExempt: true }));
    expect(totals.lines.map((l) => l.tax)).toEqual([0, 0]);
    expect(totals).toMatchObject({ taxes: 0, exclusiveTax: 0, total: 216 });
  });

  it('clamps discounts so that no line goes below zero', () => {
    const over = computeSaleTotals(sale([line(10, 1, { discount: 999 }), line(5, 2, { discount: -3 })], { discount: { type: 'KES', amount: 1000 } }));
    expect(over.lines.map((l) => [l.lineDiscount, l.orderDiscountShare, l.lineAmount])).toEqual([
      [10, 0, 0],
      [0, 10, 0],
    ]);
    expect(over).toMatchObject({ discount: 20, total: 0 });
    const percent = computeSaleTotals(sale([line(40, 1)], { discount: { type: '%', amount: 150 } }));
    expect(percent).toMatchObject({ orderDiscount: 40, total: 0 });
    const negative = computeSaleTotals(sale([line(40, 1)], { discount: { type: '%', amount: -5 }, shippingFee: -2 }));
    expect(negative).toMatchObject({ orderDiscount: 0, total: 40, shippingFee: 0, amountDue: 40 });
  });

  it('treats a missing order discount and an empty sale as nothing', () => {
    expect(computeSaleTotals(sale([], { discount: null, shippingFee: 50 }))).toMatchObject({ total: 0, amountDue: 50 });
  });
});

describe('balance', () => {
  it('is amount due less paid, to the cent; negative is change', () => {
    expect(balanceOf(0.3, 0.1)).toBe(0.2);
    expect(balanceOf(100, 150)).toBe(-50);
    expect(balanceOf(321.76, 0)).toBe(321.76);
    expect(Object.is(balanceOf(10, 10), 0)).toBe(true);
  });
});

describe('sale issues', () => {
  it('names each refused field in a sentence that starts with it', () => {
    const issues = saleTotalsIssues(
      sale([line(10, 0), line(-1, 1), line(10, 1, { discount: -1 }), line(10, 1, { discount: 10.01 }), line(10, 1, { taxRate: -0.16 })], {
        discount: { type: 'KES', amount: 41 },
        shippingFee: -1,
      }),
    );
    expect(issues).toEqual([
      { field: 'itemList[0].quantity', message: 'itemList[0].quantity must be more than 0' },
      { field: 'itemList[1].calcPrice', message: 'itemList[1].calcPrice must not be negative' },
      { field: 'itemList[2].discount', message: 'itemList[2].discount must not be negative' },
      { field: 'itemList[3].discount', message: "itemList[3].discount must not be more than the line's total" },
      { field: 'itemList[4].taxRate', message: 'itemList[4].taxRate must not be negative' },
      // The items' net is 0 + 0 + 10 + 0 + 10 = 20 after clamping.
      { field: 'discount.amount', message: "discount.amount must not be more than the items' total" },
      { field: 'shippingFee', message: 'shippingFee must not be negative' },
    ]);
  });

  it('checks a percentage against 100 and a negative order discount', () => {
    expect(saleTotalsIssues(sale([line(10, 1)], { discount: { type: '%', amount: 100.5 } }))[0]?.message).toBe('discount.amount must not be more than 100');
    expect(saleTotalsIssues(sale([line(10, 1)], { discount: { type: '%', amount: 100 } }))).toEqual([]);
    expect(saleTotalsIssues(sale([line(10, 1)], { discount: { type: 'KES', amount: -1 } }))[0]?.message).toBe('discount.amount must not be negative');
    expect(saleTotalsIssues(sale([line(10, 1, { discount: 4 })], { discount: { type: 'KES', amount: 6 } }))).toEqual([]);
  });

  it('reports figures that are not numbers instead of throwing', () => {
    const input = sale([line(Number.NaN, Number.POSITIVE_INFINITY, { discount: Number.NaN })], { shippingFee: Number.NaN });
    expect(saleTotalsIssues(input).map((issue) => issue.message)).toEqual([
      'itemList[0].quantity must be a number',
      'itemList[0].calcPrice must be a number',
      'itemList[0].discount must be a number',
      'shippingFee must be a number',
    ]);
    expect(computeSaleTotals(input).amountDue).toBe(0);
  });
});
