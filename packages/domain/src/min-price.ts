import { toCents } from './money';
import type { SaleIssue, SaleTotals } from './sale-totals';

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
 *
 * With the sale's totals, the minimum holds for what the line is finally sold at, not only its price: the
 * line discount and the line's share of the order discount may not take the net unit price under it
 * (a min-90 item at 90 with 50 off, or an order discount of 99.99 %, would otherwise sell it for less).
 * The refusal then names the discount that broke it.
 */
export function minimumPriceIssues(
  lines: readonly (MinimumPrices & { calcPrice: number; quantity?: number })[],
  totals?: Pick<SaleTotals, 'lines'>,
): SaleIssue[] {
  const issues: SaleIssue[] = [];
  lines.forEach((line, index) => {
    const minimum = minimumPriceFor(line);
    if (isBelowMinimumPrice(line)) {
      const field = `itemList[${index}].calcPrice`;
      issues.push({ field, message: `${field} must be at least ${minimum.toFixed(2)}` });
      return;
    }
    const figures = totals?.lines[index];
    const quantity = line.quantity ?? 0;
    if (minimum === 0 || !figures || !Number.isFinite(quantity) || quantity <= 0) return;
    const floorCents = toCents(minimum * quantity);
    const afterLineDiscount = toCents(figures.lineGross) - toCents(figures.lineDiscount);
    if (afterLineDiscount < floorCents) {
      const field = `itemList[${index}].discount`;
      issues.push({ field, message: `${field} must leave the item at least ${minimum.toFixed(2)} a unit, its minimum price` });
    } else if (afterLineDiscount - toCents(figures.orderDiscountShare) < floorCents) {
      issues.push({ field: 'discount.amount', message: `discount.amount takes itemList[${index}] under its minimum price of ${minimum.toFixed(2)} a unit` });
    }
  });
  return issues;
}
