import { describe, expect, it } from 'vitest';
import { emptyProductValues, formPathOf, MIN_SELLING_ABOVE, productFormSchema, toProductBody } from './product-form-values';

describe('product form values', () => {
  it('puts server field names on the form paths', () => {
    expect(formPathOf('variants[1].barCode')).toBe('variants.1.barCode');
    expect(formPathOf('suppliers[0]')).toBe('suppliers');
    expect(formPathOf('unitsid')).toBe('unitId');
    expect(formPathOf('taxCode')).toBe('taxId');
    expect(formPathOf('name')).toBe('name');
  });

  it('refuses a minimum above the price, for the product and for each variant', () => {
    const values = {
      ...emptyProductValues(1),
      name: 'Soap',
      sellingPrice: 100,
      minSellingPrice: 120,
      variants: [{ name: 'Big', sellingPrice: 50, minSellingPrice: 60 }],
    };
    const result = productFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['minSellingPrice', MIN_SELLING_ABOVE],
        ['variants.0.minSellingPrice', MIN_SELLING_ABOVE],
      ]),
    );
  });

  it('requires a selling price', () => {
    const result = productFormSchema.safeParse({ ...emptyProductValues(1), name: 'Soap' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sellingPrice']);
  });

  it('sends no stock for a service and no own opening quantity when variants hold the stock', () => {
    const parsed = productFormSchema.parse({ ...emptyProductValues(1), name: 'Repair', productType: 1, sellingPrice: 500, quantity: 3, lowstock: 2 });
    expect(toProductBody(parsed)).toMatchObject({ quantity: null, lowstock: null, trackInventory: false, kra_ProductType: '3', variants: [] });
    const withVariants = productFormSchema.parse({
      ...emptyProductValues(1),
      name: 'Fat',
      sellingPrice: 250,
      quantity: 5,
      variants: [{ name: '1 kg', sellingPrice: 480, quantity: 8 }],
    });
    expect(toProductBody(withVariants)).toMatchObject({ quantity: null, variants: [{ name: '1 kg', quantity: 8 }] });
  });
});
