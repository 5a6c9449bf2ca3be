import { describe, expect, it } from 'vitest';
import { isFarFromPrice } from './far-price';
import { isBelowMinimumPrice, minimumPriceFor, minimumPriceIssues, priceForType } from './min-price';
import { computeSaleTotals, type OrderDiscount } from './sale-totals';

const mins = { minSellingPrice: 50, minWholesalePrice: 40 };

describe('minimum prices', () => {
  it('takes the minimum of the price type; 0 means none', () => {
    expect(minimumPriceFor({ priceType: 'R', ...mins })).toBe(50);
    expect(minimumPriceFor({ priceType: 'W', ...mins })).toBe(40);
    expect(minimumPriceFor({ priceType: 'W', minSellingPrice: 50, minWholesalePrice: 0 })).toBe(0);
  });

  it('refuses a price below the minimum only, compared to the cent', () => {
    expect(isBelowMinimumPrice({ priceType: 'R', ...mins, calcPrice: 49.99 })).toBe(true);
    expect(isBelowMinimumPrice({ priceType: 'R', ...mins, calcPrice: 50 })).toBe(false);
    expect(isBelowMinimumPrice({ priceType: 'R', ...mins, calcPrice: 49.995 })).toBe(false);
    expect(isBelowMinimumPrice({ priceType: 'W', ...mins, calcPrice: 45 })).toBe(false);
    expect(isBelowMinimumPrice({ priceType: 'R', minSellingPrice: 0, minWholesalePrice: 0, calcPrice: 0 })).toBe(false);
  });

  it('words the refusal with the line index and the minimum', () => {
    expect(
      minimumPriceIssues([
        { priceType: 'R', ...mins, calcPrice: 60 },
        { priceType: 'W', ...mins, calcPrice: 39.5 },
      ]),
    ).toEqual([
      {
        field: 'itemList[1].calcPrice',
        message: 'itemList[1].calcPrice must be at least 40.00',
        belowMinimum: { index: 1, cause: 'price', minimum: 40, unitPrice: 39.5, shortfall: 0.5, maxDiscount: null },
      },
    ]);
  });

  it('finds a typed price far from the usual one: three times or more, a third or less', () => {
    expect(isFarFromPrice(1200, 65)).toBe(true);
    expect(isFarFromPrice(195, 65)).toBe(true);
    expect(isFarFromPrice(194.99, 65)).toBe(false);
    expect(isFarFromPrice(60, 65)).toBe(false);
    expect(isFarFromPrice(21.66, 65)).toBe(true);
    expect(isFarFromPrice(21.67, 65)).toBe(false);
    expect(isFarFromPrice(0, 65)).toBe(true);
    expect(isFarFromPrice(500, 0)).toBe(false);
  });

  it('sells wholesale at the wholesale price, or at retail when there is none', () => {
    expect(priceForType({ priceType: 'W', sellingPrice: 100, wholesalePrice: 80 })).toBe(80);
    expect(priceForType({ priceType: 'W', sellingPrice: 100, wholesalePrice: 0 })).toBe(100);
    expect(priceForType({ priceType: 'R', sellingPrice: 100, wholesalePrice: 80 })).toBe(100);
  });

  describe('after discounts', () => {
    const min90 = { priceType: 'R' as const, minSellingPrice: 90, minWholesalePrice: 0 };
    const issuesOf = (lines: { calcPrice: number; quantity: number; discount: number }[], discount: OrderDiscount | null = null) => {
      const totals = computeSaleTotals({ lines: lines.map((l) => ({ ...l, taxRate: 0.16, taxInclusive: true })), discount, taxExempt: false, shippingFee: 0 });
      return minimumPriceIssues(
        lines.map((l) => ({ ...min90, ...l })),
        totals,
      );
    };

    it('refuses a line discount that takes the unit price under the minimum, naming the discount', () => {
      expect(issuesOf([{ calcPrice: 90, quantity: 1, discount: 50 }])).toEqual([
        {
          field: 'itemList[0].discount',
          message: 'itemList[0].discount must leave the item at least 90.00 a unit, its minimum price',
          belowMinimum: { index: 0, cause: 'lineDiscount', minimum: 90, unitPrice: 40, shortfall: 50, maxDiscount: 0 },
        },
      ]);
      // 3 at 100 with 45 off: 85.00 a unit, 5.00 short; at most 30.00 may go off.
      expect(issuesOf([{ calcPrice: 100, quantity: 3, discount: 45 }])[0]?.belowMinimum).toEqual({
        index: 0,
        cause: 'lineDiscount',
        minimum: 90,
        unitPrice: 85,
        shortfall: 5,
        maxDiscount: 30,
      });
      expect(issuesOf([{ calcPrice: 100, quantity: 3, discount: 30 }])).toEqual([]);
      expect(issuesOf([{ calcPrice: 100, quantity: 3, discount: 30.01 }])[0]?.field).toBe('itemList[0].discount');
    });

    it('refuses an order discount whose share takes a line under its minimum', () => {
      expect(issuesOf([{ calcPrice: 90, quantity: 1, discount: 0 }], { type: '%', amount: 99.99 })).toEqual([
        {
          field: 'discount.amount',
          message: 'discount.amount takes itemList[0] under its minimum price of 90.00 a unit',
          belowMinimum: { index: 0, cause: 'orderDiscount', minimum: 90, unitPrice: 0.01, shortfall: 89.99, maxDiscount: null },
        },
      ]);
      // Two at 100 and 20.02 off: each share 10.01 leaves 89.99, a cent short.
      expect(
        issuesOf(
          [
            { calcPrice: 100, quantity: 1, discount: 0 },
            { calcPrice: 100, quantity: 1, discount: 0 },
          ],
          { type: 'KES', amount: 20.02 },
        )[1]?.belowMinimum,
      ).toMatchObject({ index: 1, unitPrice: 89.99, shortfall: 0.01 });
      // 100 + 100 with 20 off: each line keeps 90, exactly its minimum.
      expect(
        issuesOf(
          [
            { calcPrice: 100, quantity: 1, discount: 0 },
            { calcPrice: 100, quantity: 1, discount: 0 },
          ],
          { type: 'KES', amount: 20 },
        ),
      ).toEqual([]);
      expect(
        issuesOf(
          [
            { calcPrice: 100, quantity: 1, discount: 0 },
            { calcPrice: 100, quantity: 1, discount: 0 },
          ],
          { type: 'KES', amount: 20.02 },
        ).map((issue) => issue.field),
      ).toEqual(['discount.amount', 'discount.amount']);
    });

    it('leaves items with no minimum alone whatever the discounts', () => {
      const totals = computeSaleTotals({
        lines: [{ calcPrice: 90, quantity: 1, discount: 90, taxRate: 0, taxInclusive: true }],
        discount: null,
        taxExempt: false,
        shippingFee: 0,
      });
      expect(minimumPriceIssues([{ priceType: 'R', minSellingPrice: 0, minWholesalePrice: 0, calcPrice: 90, quantity: 1 }], totals)).toEqual([]);
    });
  });
});
