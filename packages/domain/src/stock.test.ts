import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustmentToChange, applyStockChange } from './stock';

const after = (current: number, type: 'Increase' | 'Decrease' | 'Set', qty: number) => applyStockChange(current, adjustmentToChange(type, qty));

describe('stock changes', () => {
  it('applies each kind of correction to 3 decimals', () => {
    expect(after(24, 'Decrease', 4)).toBe(20);
    expect(after(24, 'Increase', 0.5)).toBe(24.5);
    expect(after(24, 'Set', 7)).toBe(7);
    expect(after(2, 'Decrease', 3)).toBe(-1);
    expect(after(0.1, 'Increase', 0.2)).toBe(0.3);
    expect(after(24, 'Decrease', Number.NaN)).toBe(24);
  });

  it('an Increase then a Decrease of the same quantity returns to the start', () => {
    const thousandths = fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(thousandths, thousandths, (start, qty) => {
        expect(after(after(start, 'Increase', qty), 'Decrease', qty)).toBe(start);
      }),
    );
  });
});
