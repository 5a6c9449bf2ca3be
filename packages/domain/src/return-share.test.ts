import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnShare } from './return-share';
import { sumMoney } from './money';

describe('returnShare', () => {
  it('takes the proportional part, rounded half away from zero', () => {
    expect(returnShare(100, { soldQuantity: 3, returnedBefore: 0, quantity: 1 })).toBe(33.33);
    expect(returnShare(0.05, { soldQuantity: 2, returnedBefore: 0, quantity: 1 })).toBe(0.03);
    expect(returnShare(100, { soldQuantity: 3, returnedBefore: 1, quantity: 1 })).toBe(33.34);
    expect(returnShare(100, { soldQuantity: 3, returnedBefore: 2, quantity: 1 })).toBe(33.33);
  });

  it('pieces of any split of a line add up to the line amount to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }), (cents, pieces) => {
        const amount = cents / 100;
        const sold = pieces.reduce((sum, piece) => sum + piece, 0);
        let returned = 0;
        const parts: number[] = [];
        for (const piece of pieces) {
          parts.push(returnShare(amount, { soldQuantity: sold, returnedBefore: returned, quantity: piece }));
          returned += piece;
        }
        expect(sumMoney(parts)).toBe(amount);
        for (const part of parts) expect(part).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
