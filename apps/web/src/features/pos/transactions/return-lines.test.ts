import { describe, expect, it } from 'vitest';
import type { SaleItem } from '@dukani/contracts';
import { groupReturnLines, returnAmount, toReturnLines } from './return-lines';

const line = (over: Partial<SaleItem>): SaleItem => ({
  productId: 1,
  originalProductId: 1,
  variantId: null,
  name: 'Omo 1kg',
  longDesc: null,
  quantity: 3,
  calcPrice: 100,
  unitCost: 0,
  tax: 0,
  taxRate: 0,
  taxId: null,
  taxCode: 'B',
  taxInclusive: true,
  priceType: 'R',
  sellingPrice: 100,
  wholesalePrice: 0,
  minSellingPrice: 0,
  minWholesalePrice: 0,
  buyingPrice: 0,
  discount: 0,
  orderDiscountShare: 0,
  lineAmount: 300,
  addInventory: false,
  isBundle: false,
  serialized: false,
  serialNumbers: [],
  productType: 0,
  kraProductType: null,
  barCode: null,
  productCode: null,
  itemCode: null,
  itemClassificationCode: null,
  packagingUnitCode: null,
  quantityUnitCode: 'U',
  unitId: 1,
  trackInventory: true,
  returnedQuantity: 0,
  ...over,
});

describe('return lines', () => {
  it('joins lines of one product, leaves out what was already returned and keeps pieces whole', () => {
    const groups = groupReturnLines([
      line({ returnedQuantity: 1 }),
      line({ quantity: 2, lineAmount: 200 }),
      line({ productId: 2, name: 'Sugar', quantityUnitCode: 'KG', quantity: 1.5, lineAmount: 150, returnedQuantity: 1.5 }),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ productId: 1, left: 4, decimals: 0, isTracked: true });
  });

  it('prices a return as the server does: cents shared so the whole line comes back to the cent', () => {
    // 100.00 over 3 units: 33.33 + 33.33 + 33.34, the last unit carries the odd cent.
    const [group] = groupReturnLines([line({ lineAmount: 100, tax: 16, taxInclusive: false })]);
    expect(returnAmount(group!, 1)).toBe(38.66); // 33.33 + 5.33
    expect(returnAmount(group!, 3)).toBe(116);
  });

  it('spreads a quantity over the lines in order and restocks only tracked goods', () => {
    const [group] = groupReturnLines([line({ quantity: 1, lineAmount: 100 }), line({ quantity: 2, lineAmount: 180 })]);
    expect(returnAmount(group!, 2)).toBe(190);
    expect(toReturnLines([{ group: group!, quantity: 2, addInventory: true }])).toEqual([{ productId: 1, variantId: null, quantity: 2, addInventory: true }]);
    const [service] = groupReturnLines([line({ trackInventory: false })]);
    expect(
      toReturnLines([
        { group: service!, quantity: 1, addInventory: true },
        { group: service!, quantity: 0, addInventory: true },
      ]),
    ).toEqual([{ productId: 1, variantId: null, quantity: 1, addInventory: false }]);
  });
});
