import { describe, expect, it } from 'vitest';
import { bundleInputSchema } from './bundles';

const bundleWith = (quantity: number) => ({ name: 'Pack', price: 100, productCode: 'P-1', customerInfoCustId: 1, batchStore: [{ productId: 1, quantity }] });

describe('bundle component quantity', () => {
  it('refuses a quantity that would be stored as 0 (3 decimals), naming the field', () => {
    const result = bundleInputSchema.safeParse(bundleWith(0.0001));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['batchStore', 0, 'quantity'], message: 'must be at least 0.001' });
  });

  it('takes the smallest stored quantity', () => {
    expect(bundleInputSchema.safeParse(bundleWith(0.001)).success).toBe(true);
  });
});
