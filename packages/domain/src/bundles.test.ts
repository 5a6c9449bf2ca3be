import { describe, expect, it } from 'vitest';
import { bundleSaving, componentsTotal } from './bundles';

describe('bundle totals', () => {
  it('sums the components exactly, line by line', () => {
    expect(
      componentsTotal([
        { quantity: 3, sellingPrice: 0.1 },
        { quantity: 1, sellingPrice: 0.2 },
      ]),
    ).toBe(0.5);
    expect(
      componentsTotal([
        { quantity: 2, sellingPrice: 65 },
        { quantity: 1, sellingPrice: 120 },
      ]),
    ).toBe(250);
  });

  it('treats an empty quantity or price as nothing yet', () => {
    expect(
      componentsTotal([
        { quantity: Number.NaN, sellingPrice: 10 },
        { quantity: 2, sellingPrice: null },
      ]),
    ).toBe(0);
  });

  it('rounds a fractional quantity line to the cent', () => {
    expect(componentsTotal([{ quantity: 0.333, sellingPrice: 10 }])).toBe(3.33);
  });

  it('gives the saving and its share of the separate price', () => {
    expect(bundleSaving(250, 220)).toEqual({ amount: 30, percent: 12 });
    expect(bundleSaving(100, 110)).toEqual({ amount: -10, percent: -10 });
    expect(bundleSaving(0, 0)).toEqual({ amount: 0, percent: 0 });
  });
});
