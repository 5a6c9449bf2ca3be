import type { PosItem } from '@dukani/contracts';
import type { CartItemSource } from '@dukani/domain';

/** A grid item (or one of its variants) as the cart takes it; the server re-reads prices and tax on posting. */
export function toCartItem(item: PosItem, variantId: number | null = null): CartItemSource {
  const variant = variantId ? item.variants.find((v) => v.id === variantId) : undefined;
  return {
    productId: item.id,
    variantId: variant?.id ?? null,
    name: variant ? `${item.name} ${variant.name}` : item.name,
    sellingPrice: variant?.sellingPrice ?? item.sellingPrice,
    wholesalePrice: variant?.wholesalePrice ?? item.wholesalePrice,
    minSellingPrice: variant?.minSellingPrice ?? item.minSellingPrice,
    minWholesalePrice: variant?.minWholesalePrice ?? item.minWholesalePrice,
    // A pos-only cashier's catalog carries no buying prices; the cart never sends one (the server keeps the cost).
    buyingPrice: variant?.buyingPrice ?? item.buyingPrice ?? 0,
    taxRate: item.taxRate,
    taxInclusive: item.taxInclusive,
    productType: item.productType,
    // A bundle is limited by its components' stock; one with no tracked component never runs out.
    trackInventory: item.isBundle ? item.quantity !== null : item.trackInventory === 1,
    stockQuantity: variant?.quantity ?? item.quantity ?? 0,
    isBundle: item.isBundle,
    unitId: item.unitId,
  };
}
