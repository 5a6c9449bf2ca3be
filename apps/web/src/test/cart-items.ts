import type { CartItemSource } from '@dukani/domain';

/** A product as the till adds it: VAT 16% included in the price, stock tracked. */
export function cartItem(productId: number, name: string, sellingPrice: number, extra: Partial<CartItemSource> = {}): CartItemSource {
  return {
    productId,
    variantId: null,
    name,
    sellingPrice,
    wholesalePrice: sellingPrice,
    minSellingPrice: 0,
    minWholesalePrice: 0,
    buyingPrice: 0,
    taxRate: 0.16,
    taxInclusive: true,
    productType: 0,
    trackInventory: true,
    stockQuantity: 100,
    isBundle: false,
    unitId: 1,
    ...extra,
  };
}

export const SUGAR = cartItem(1, 'Sugar 1kg', 150);
/** Sold by weight: the quantity takes up to 3 decimals. */
export const BEEF = cartItem(2, 'Beef', 600, { unitId: 2 });
export const OPTIONS = { allowNegativeInventory: false };
