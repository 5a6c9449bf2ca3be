import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeDue, displayBalance, paidAmountFor, paymentsMatchTotal, toNumberOrZero } from './payment';

describe('numeric coercion', () => {
  it('turns anything non-numeric into 0', () => {
    expect(toNumberOrZero('12.50')).toBe(12.5);
    expect(toNumberOrZero(' 7 ')).toBe(7);
    expect(toNumberOrZero(-3)).toBe(-3);
    for (const value of ['', '  ', 'abc', '1,000', '0x10', '12abc', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}, []]) {
      expect(toNumberOrZero(value)).toBe(0);
    }
  });
});

describe('paid amount', () => {
  it('is the cash entered for Cash, rounded to the cent', () => {
    expect(paidAmountFor('Cash', { cashEntered: '500', amountDue: 321.76 })).toBe(500);
    expect(paidAmountFor('Cash', { cashEntered: 100.005, amountDue: 321.76 })).toBe(100.01);
    expect(paidAmountFor('Cash', { cashEntered: 'abc', amountDue: 321.76 })).toBe(0);
    expect(paidAmountFor('Cash', { amountDue: 321.76 })).toBe(0);
  });

  it('sums the entries for Split Payment without float drift', () => {
    expect(paidAmountFor('SplitPayment', { splitAmounts: [0.1, '0.2', null, 'x'], amountDue: 1 })).toBe(0.3);
    expect(paidAmountFor('SplitPayment', { amountDue: 1 })).toBe(0);
  });

  it('is 0 for Pay Later and what is due (total + shipping) for any other method', () => {
    expect(paidAmountFor('PayLater', { cashEntered: 50, amountDue: 321.76 })).toBe(0);
    expect(paidAmountFor('Mpesa', { cashEntered: 50, amountDue: 321.76 })).toBe(321.76);
    expect(paidAmountFor('ShopVoucher', { amountDue: 10 })).toBe(10);
  });
});

describe('balance and change', () => {
  it('shows 0 while either figure is not a number', () => {
    expect(displayBalance('abc', 10)).toBe(0);
    expect(displayBalance(100, '')).toBe(0);
    expect(displayBalance(undefined, 10)).toBe(0);
    expect(displayBalance('100', '30.5')).toBe(69.5);
    expect(displayBalance(100, 150)).toBe(-50);
  });

  it('hands back change only when paid is more than due', () => {
    expect(changeDue(321.76, 500)).toBe(178.24);
    expect(changeDue(321.76, 300)).toBe(0);
    expect(changeDue(0.3, 0.4)).toBe(0.1);
  });

  it('accepts payment entries within one cent of totalPaid', () => {
    expect(paymentsMatchTotal(100, [60, 40])).toBe(true);
    expect(paymentsMatchTotal(100, [60, 39.99])).toBe(true);
    expect(paymentsMatchTotal(100, [60, 39.98])).toBe(false);
    expect(paymentsMatchTotal(100, [60, 40.02])).toBe(false);
    expect(paymentsMatchTotal(0, [])).toBe(true);
  });

  it('always matches a total that is the exact sum of its entries', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 20 }), (cents) => {
        const amounts = cents.map((c) => c / 100);
        const total = cents.reduce((sum, c) => sum + c, 0) / 100;
        expect(paymentsMatchTotal(total, amounts)).toBe(true);
        expect(paymentsMatchTotal(total + 0.02, amounts)).toBe(false);
      }),
    );
  });
});
