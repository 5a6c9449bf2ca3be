import { toCents } from './money';
import type { SaleIssue } from './sale-totals';

/** R retail, W wholesale: which of a product's prices a sale line is charged at. */
export type PriceType = 'R' | 'W';

export interface MinimumPrices {
  priceType: PriceType;
  minSellingPrice: number;
  minWholesalePrice: number;
}

/** API.md sale rule 5: minSellingPrice for R, minWholesalePrice for W; 0 means no minimum. */
export function minimumPriceFor(p: MinimumPrices): number {
  const minimum = p.priceType === 'W' ? p.minWholesalePrice : p.minSellingPrice;
  return Number.isFinite(minimum) && minimum > 0 ? minimum : 0;
}

/** Compared in cents, so a price typed as 49.999 is not refused against a minimum of 50. */
export function isBelowMinimumPrice(p: MinimumPrices & { calcPrice: number }): boolean {
  const minimum = minimumPriceFor(p);
  if (minimum === 0) return false;
  return !Number.isFinite(p.calcPrice) || toCents(p.calcPrice) < toCents(minimum);
}

/** The price a line starts at for its type. Many shops leave wholesalePrice at 0: W then sells at retail. */
export function priceForType(p: { priceType: PriceType; sellingPrice: number; wholesalePrice: number }): number {
  if (p.priceType === 'W' && p.wholesalePrice > 0) return p.wholesalePrice;
  return p.sellingPrice;
}

/**
 * "itemList[i].calcPrice must be at least {min}" for every line under its minimum. The server passes
 * the catalog's minimums, the cart the ones it was given, so both word the refusal the same way.
 */
export function minimumPriceIssues(lines: readonly (MinimumPrices & { calcPrice: number })[]): SaleIssue[] {
  const issues: SaleIssue[] = [];
  lines.forEach((line, index) => {
    if (!isBelowMinimumPrice(line)) return;
    const field = `itemList[${index}].calcPrice`;
    issues.push({ field, message: `${field} must be at least ${minimumPriceFor(line).toFixed(2)}` });
  });
  return issues;
}
