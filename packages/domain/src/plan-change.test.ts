import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quotePlanChange } from './plan-change';

describe('a change of plan (G9)', () => {
  const now = new Date('2026-11-29T09:00:00Z');
  const paidUntil = new Date('2026-12-29T09:00:00Z');

  it('charges an upgrade the difference for the days left, in whole shillings', () => {
    expect(quotePlanChange({ currentPrice: 1500, targetPrice: 4500, paidUntil, now })).toEqual({ kind: 'Upgrade', amount: 3000, days: 30, paidUntil });
    const halfWay = new Date('2026-12-14T09:00:00Z');
    expect(quotePlanChange({ currentPrice: 1500, targetPrice: 4500, paidUntil, now: halfWay })).toMatchObject({ amount: 1500, days: 15 });
    // A part day counts as a whole day; a minute before the end is still at least 1 shilling.
    const lastMinute = new Date(paidUntil.getTime() - 60_000);
    expect(quotePlanChange({ currentPrice: 1500, targetPrice: 4500, paidUntil, now: lastMinute })).toMatchObject({ amount: 100, days: 1 });
    expect(quotePlanChange({ currentPrice: 1500, targetPrice: 1501, paidUntil, now: lastMinute })).toMatchObject({ amount: 1, days: 1 });
  });

  it('schedules a downgrade, free or not, for the end of the paid time', () => {
    expect(quotePlanChange({ currentPrice: 4500, targetPrice: 1500, paidUntil, now })).toEqual({ kind: 'Downgrade', effectiveOn: paidUntil });
    expect(quotePlanChange({ currentPrice: 1500, targetPrice: 0, paidUntil, now })).toEqual({ kind: 'Downgrade', effectiveOn: paidUntil });
  });

  it('bills a month from a free plan or after paid time ran out, and refuses the free plan to a lapsed shop', () => {
    expect(quotePlanChange({ currentPrice: 0, targetPrice: 1500, paidUntil: null, now })).toEqual({ kind: 'NewMonth', amount: 1500 });
    const lapsed = new Date('2026-11-01T00:00:00Z');
    expect(quotePlanChange({ currentPrice: 1500, targetPrice: 4500, paidUntil: lapsed, now })).toEqual({ kind: 'NewMonth', amount: 4500 });
    expect(quotePlanChange({ currentPrice: 4500, targetPrice: 1500, paidUntil: lapsed, now })).toEqual({ kind: 'NewMonth', amount: 1500 });
    expect(quotePlanChange({ currentPrice: 1500, targetPrice: 0, paidUntil: lapsed, now })).toEqual({ kind: 'Refused', endedOn: lapsed });
    expect(quotePlanChange({ currentPrice: 1500, targetPrice: 0, paidUntil: now, now })).toEqual({ kind: 'Refused', endedOn: now });
  });

  it('never gives paid time for nothing: no quote moves the paid-until date or charges 0 for a dearer plan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.integer({ min: -90 * 86_400, max: 90 * 86_400 }), { nil: null }),
        (currentPrice, targetPrice, secondsLeft) => {
          const until = secondsLeft === null ? null : new Date(now.getTime() + secondsLeft * 1000);
          const quote = quotePlanChange({ currentPrice, targetPrice, paidUntil: until, now });
          if (quote.kind === 'Upgrade') {
            expect(quote.amount).toBeGreaterThanOrEqual(1);
            expect(quote.paidUntil).toBe(until);
          }
          if (quote.kind === 'NewMonth') expect(quote.amount).toBe(targetPrice);
          if (quote.kind === 'Downgrade') expect(quote.effectiveOn.getTime()).toBeLessThanOrEqual(Math.max(until?.getTime() ?? 0, now.getTime()));
          if (targetPrice > 0) expect(quote.kind).not.toBe('Refused');
        },
      ),
    );
  });
});
