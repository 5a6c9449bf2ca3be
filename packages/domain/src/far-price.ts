import { toCents } from './money';

// Apart from min-price.ts, which every till's first load carries: only the line editor asks this.

/** A typed price this many times the item's own price, or this fraction of it, is more likely a slip than a deal. */
export const FAR_PRICE_FACTOR = 3;

/**
 * "1,200" typed for a 65.00 loaf (issue 36, item 4): the till asks once before charging it. An item with no
 * price of its own (0) has nothing to be far from.
 */
export function isFarFromPrice(price: number, usual: number): boolean {
  if (!Number.isFinite(price) || !Number.isFinite(usual) || toCents(usual) <= 0) return false;
  return toCents(price) >= toCents(usual) * FAR_PRICE_FACTOR || toCents(price) * FAR_PRICE_FACTOR <= toCents(usual);
}
