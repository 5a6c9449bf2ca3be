import { describe, expect, it } from 'vitest';
import { composeReason, nowLocal, quantityAfter, reasonLabelKey, splitReason, toIsoWithOffset } from './stock-rules';

describe('stock rules', () => {
  it('previews the quantity after each kind of correction', () => {
    expect(quantityAfter(24, 'Decrease', 4)).toBe(20);
    expect(quantityAfter(24, 'Increase', 0.5)).toBe(24.5);
    expect(quantityAfter(24, 'Set', 7)).toBe(7);
    expect(quantityAfter(2, 'Decrease', 3)).toBe(-1);
    expect(quantityAfter(0.1, 'Increase', 0.2)).toBe(0.3);
    expect(quantityAfter(24, 'Decrease', Number.NaN)).toBe(24);
  });

  it('stores a reason in English and reads it back for translation', () => {
    expect(composeReason('Damaged', '')).toBe('Damaged');
    expect(composeReason('Damaged', ' glass broke ')).toBe('Damaged: glass broke');
    expect(composeReason('Other', 'gift to a customer')).toBe('gift to a customer');
    expect(splitReason('Damaged: glass broke')).toEqual({ choice: 'Damaged', details: 'glass broke' });
    expect(splitReason('Lost or stolen')).toEqual({ choice: 'Lost or stolen', details: '' });
    expect(splitReason('gift')).toEqual({ choice: null, details: 'gift' });
    expect(reasonLabelKey('Stock count')).toBe('stock.reasons.count');
    expect(reasonLabelKey('whatever')).toBeNull();
  });

  it('writes a local date-time with its offset', () => {
    const iso = toIsoWithOffset('2025-03-01T14:05');
    expect(iso).toMatch(/^2025-03-01T14:05:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date('2025-03-01T14:05').getTime());
    expect(nowLocal(new Date(2025, 0, 2, 3, 4))).toBe('2025-01-02T03:04');
  });

  it("reads a typed date-time off the shop's clock, whatever the device's zone", () => {
    // 22:30 UTC is 01:30 the next day in Nairobi (UTC+3) and 00:30 in Kigali (UTC+2).
    const at = new Date('2026-11-27T22:30:00Z');
    expect(nowLocal(at, 3)).toBe('2026-11-28T01:30');
    expect(nowLocal(at, 2)).toBe('2026-11-28T00:30');
    const iso = toIsoWithOffset('2026-11-28T01:30', 3);
    expect(iso).toBe('2026-11-28T01:30:00+03:00');
    expect(new Date(iso).getTime()).toBe(at.getTime());
    expect(toIsoWithOffset(nowLocal(at, 2), 2)).toBe('2026-11-28T00:30:00+02:00');
  });
});
