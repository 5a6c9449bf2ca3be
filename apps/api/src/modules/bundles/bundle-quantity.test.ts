import { describe, expect, it } from 'vitest';
import { bundleQuantity } from './bundles.queries';

describe('bundleQuantity', () => {
  it('is decided by the scarcest tracked component, in whole bundles', () => {
    expect(
      bundleQuantity([
        { itemQuantity: 2, stock: 7, isTracked: true },
        { itemQuantity: 1, stock: 10, isTracked: true },
      ]),
    ).toBe(3);
  });

  it('divides decimal quantities exactly (0.3 / 0.1 is 3)', () => {
    expect(bundleQuantity([{ itemQuantity: 0.1, stock: 0.3, isTracked: true }])).toBe(3);
  });

  it('ignores untracked components and is null when none is tracked', () => {
    expect(
      bundleQuantity([
        { itemQuantity: 1, stock: 0, isTracked: false },
        { itemQuantity: 1, stock: 4, isTracked: true },
      ]),
    ).toBe(4);
    expect(bundleQuantity([{ itemQuantity: 1, stock: 0, isTracked: false }])).toBeNull();
  });

  it('never goes below 0 when stock is negative', () => {
    expect(bundleQuantity([{ itemQuantity: 1, stock: -3, isTracked: true }])).toBe(0);
  });

  it('passes over a component stored with no quantity instead of dividing by it', () => {
    expect(
      bundleQuantity([
        { itemQuantity: 0, stock: 5, isTracked: true },
        { itemQuantity: 2, stock: 5, isTracked: true },
      ]),
    ).toBe(2);
    expect(bundleQuantity([{ itemQuantity: 0, stock: 5, isTracked: true }])).toBeNull();
  });
});
