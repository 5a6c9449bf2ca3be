import { describe, expect, it } from 'vitest';
import { cashDifference, expectedCash, salesByMode } from './cash-up';

describe('register cash-up', () => {
  it('sums takings per method in cents, sorted by method, without Pay Later', () => {
    expect(
      salesByMode([
        { paymentValue: 'Mpesa', amount: 0.1 },
        { paymentValue: 'Cash', amount: 500 },
        { paymentValue: 'PayLater', amount: 0 },
        { paymentValue: 'Mpesa', amount: 0.2 },
        { paymentValue: 'Card', amount: 99.99 },
        { paymentValue: 'Cash', amount: -20 },
      ]),
    ).toEqual([
      { paymentValue: 'Card', amount: 99.99 },
      { paymentValue: 'Cash', amount: 480 },
      { paymentValue: 'Mpesa', amount: 0.3 },
    ]);
    expect(salesByMode([])).toEqual([]);
  });

  it('expects the opening float plus cash taken less change given', () => {
    expect(expectedCash({ openingBalance: 1000, cashTaken: 2500.1, changeGiven: 321.2 })).toBe(3178.9);
    expect(expectedCash({ openingBalance: 0.1, cashTaken: 0.2, changeGiven: 0 })).toBe(0.3);
  });

  it('gives the difference as closing less expected: negative is cash missing', () => {
    expect(cashDifference(3150, 3178.9)).toBe(-28.9);
    expect(cashDifference(3200, 3178.9)).toBe(21.1);
    expect(cashDifference(0.3, 0.1)).toBe(0.2);
  });
});
