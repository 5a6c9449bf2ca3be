import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, moneyText, roundMoney, roundTo, sumMoney, toCents } from './money';

describe('money', () => {
  it('rounds half away from zero, including values binary floats get wrong', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(0.125)).toBe(0.13);
    expect(roundMoney(-0.125)).toBe(-0.13);
    expect(roundMoney(10)).toBe(10);
  });

  it('rejects non-finite amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every whole number of cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('is symmetric around zero and idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(roundMoney(-amount)).toBe(roundMoney(amount) === 0 ? 0 : -roundMoney(amount));
        expect(roundMoney(roundMoney(amount))).toBe(roundMoney(amount));
      }),
    );
  });

  it('never moves a value by more than half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(Math.abs(roundMoney(amount) - amount)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('gives the cents of rounding through 15 significant digits for every amount, whole cents or not', () => {
    const throughDigits = (amount: number) => {
      const rounded = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
      return amount < 0 && rounded !== 0 ? -rounded : rounded;
    };
    const amounts = fc.oneof(
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      fc.maxSafeInteger().map((cents) => cents / 100),
      fc.integer({ min: -1e13, max: 1e13 }).map((cents) => cents / 100),
      fc.integer({ min: -1e12, max: 1e12 }).map((mills) => mills / 1000),
      fc.tuple(fc.integer({ min: -1e15, max: 1e15 }), fc.constantFrom(1e-7, -1e-7, 5e-7)).map(([cents, noise]) => cents / 100 + noise),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(toCents(amount)).toBe(throughDigits(amount));
      }),
      { numRuns: 20_000 },
    );
    for (const edge of [1.005, 2.675, -1.005, 0.125, 1e11 + 0.005, 99_999_999_999.995, 0.0049999999, 1e-7, -0]) expect(toCents(edge)).toBe(throughDigits(edge));
  });

  it('sums in cents without drift', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 200 }), (cents) => {
        const total = cents.reduce((sum, c) => sum + toCents(fromCents(c)), 0);
        expect(total).toBe(cents.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('rounds rates to n decimals half away from zero', () => {
    expect(roundTo(129.8701298701, 6)).toBe(129.87013);
    expect(roundTo(0.0000005, 6)).toBe(0.000001);
    expect(roundTo(-0.0000005, 6)).toBe(-0.000001);
  });
});

describe('sumMoney', () => {
  it('adds in cents: no float noise, and an empty list is 0', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([1150, -50.25, 0.01])).toBe(1099.76);
    expect(sumMoney([])).toBe(0);
  });
  it('agrees with summing the cents of each amount', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 })), (cents) => {
        expect(sumMoney(cents.map((c) => c / 100))).toBe(cents.reduce((a, b) => a + b, 0) / 100);
      }),
    );
  });
});

describe('moneyText', () => {
  it('writes 2 decimals from the exact cents, with no float noise or separator', () => {
    expect(moneyText(0.1 + 0.2)).toBe('0.30');
    expect(moneyText(1234.5)).toBe('1234.50');
    expect(moneyText(-12.345)).toBe('-12.35');
    expect(moneyText(-0.001)).toBe('0.00');
    expect(moneyText(1_000_000_000)).toBe('1000000000.00');
  });

  it('reads back as the amount it was given, rounded to the cent', () => {
    fc.assert(fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (cents) => Number(moneyText(cents / 100)) === cents / 100));
  });
});
