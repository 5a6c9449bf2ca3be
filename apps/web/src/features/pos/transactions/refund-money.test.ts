import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sumMoney, toCents } from '@dukani/domain';
import { refundMoney, type RefundPart } from './refund-money';

const part = (paymentValue: string, amount = 0, referenceNumber = ''): RefundPart => ({ paymentValue, displayValue: paymentValue, amount, referenceNumber });

describe('refundMoney', () => {
  it('one part gives back the whole refund', () => {
    expect(refundMoney([part('Cash')], 855)).toEqual({ entries: [{ paymentValue: 'Cash', displayValue: 'Cash', amount: 855 }], rest: 855, overBy: 0 });
  });

  it('typed parts first, the last takes the rest, with its reference', () => {
    const money = refundMoney([part('PayLater', 300), part('Mpesa', 0, ' QK12AB34CD ')], 855.5);
    expect(money.entries).toEqual([
      { paymentValue: 'PayLater', displayValue: 'PayLater', amount: 300 },
      { paymentValue: 'Mpesa', displayValue: 'Mpesa', amount: 555.5, referenceNumber: 'QK12AB34CD' },
    ]);
  });

  it('parts past the refund are reported, and a part of 0 is left out', () => {
    expect(refundMoney([part('Card', 900), part('Cash')], 855).overBy).toBe(45);
    expect(refundMoney([part('Card', 0), part('Cash')], 100).entries).toHaveLength(1);
  });

  it('whenever nothing goes past the refund, the entries add up to it to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 4 }), (totalCents, typedCents) => {
        const total = totalCents / 100;
        const money = refundMoney([...typedCents.map((cents) => part('Card', cents / 100)), part('Cash')], total);
        if (money.overBy > 0) return;
        expect(toCents(sumMoney(money.entries.map((e) => e.amount)))).toBe(totalCents);
      }),
    );
  });
});
