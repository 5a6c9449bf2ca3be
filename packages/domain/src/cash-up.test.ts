import { describe, expect, it } from 'vitest';
import { cashDifference, expectedCash, expectedCashWithFloat, salesByMode, salesFigures, signedTotal, takingsByMode } from './cash-up';

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

  it('expects the opening float plus cash takings plus cash debt payments', () => {
    const takings = takingsByMode({ paidIn: [{ paymentValue: 'Cash', amount: 2500.1 }], changeGiven: 321.2, paidBack: [] });
    expect(expectedCash({ openingBalance: 1000, takings, debtPayments: [] })).toBe(3178.9);
    expect(expectedCash({ openingBalance: 0.1, takings: [{ paymentValue: 'Cash', amount: 0.2 }], debtPayments: [{ paymentValue: 'Cash', amount: 60 }] })).toBe(
      60.3,
    );
    expect(expectedCash({ openingBalance: 100, takings: [{ paymentValue: 'Mpesa', amount: 50 }], debtPayments: [{ paymentValue: 'Mpesa', amount: 60 }] })).toBe(
      100,
    );
  });

  it("reads the walk's shift: change and a cash refund come off Cash, M-Pesa is what came in", () => {
    // 668 paid with 1,000 cash (332 change), 1,265 as 500 cash + 765 M-Pesa, a 68.77 cash refund.
    const takings = takingsByMode({
      paidIn: [
        { paymentValue: 'Cash', amount: 1000 },
        { paymentValue: 'Cash', amount: 500 },
        { paymentValue: 'Mpesa', amount: 765 },
      ],
      changeGiven: 332,
      paidBack: [{ paymentValue: 'Cash', amount: 68.77 }],
    });
    expect(takings).toEqual([
      { paymentValue: 'Cash', amount: 1099.23 },
      { paymentValue: 'Mpesa', amount: 765 },
    ]);
    expect(expectedCash({ openingBalance: 0, takings, debtPayments: [{ paymentValue: 'Cash', amount: 60 }] })).toBe(1159.23);
  });

  it('nets sales by their returns, and a refund or credit note counts against sales', () => {
    expect(salesFigures({ grossSales: 2038, returns: 68.77 })).toEqual({ grossSales: 2038, returns: 68.77, netSales: 1969.23 });
    expect(signedTotal('Refund', 68.77)).toBe(-68.77);
    expect(signedTotal('CreditNote', 10)).toBe(-10);
    expect(signedTotal('Sale', 10)).toBe(10);
  });

  it("moves a closed shift's expected cash by exactly a float correction", () => {
    expect(expectedCashWithFloat({ frozenExpected: 1159.23, oldOpeningBalance: 0, openingBalance: 500 })).toBe(1659.23);
  });

  it('gives the difference as closing less expected: negative is cash missing', () => {
    expect(cashDifference(3150, 3178.9)).toBe(-28.9);
    expect(cashDifference(3200, 3178.9)).toBe(21.1);
    expect(cashDifference(0.3, 0.1)).toBe(0.2);
  });
});
