import { describe, expect, it } from 'vitest';
import { isBelowMinimumPrice, minimumPriceFor, minimumPriceIssues, priceForType } from './min-price';

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
    expect(minimumPriceIssues([{ priceType: 'R', ...mins, calcPrice: 60 }, { priceType: 'W', ...mins, calcPrice: 39.5 }])).toEqual([
      { field: 'itemList[1].calcPrice', message: 'itemList[1].calcPrice must be at least 40.00' },
    ]);
  });

  it('sells wholesale at the wholesale price, or at retail when there is none', () => {
    expect(priceForType({ priceType: 'W', sellingPrice: 100, wholesalePrice: 80 })).toBe(80);
    expect(priceForType({ priceType: 'W', sellingPrice: 100, wholesalePrice: 0 })).toBe(100);
    expect(priceForType({ priceType: 'R', sellingPrice: 100, wholesalePrice: 80 })).toBe(100);
  });
});
