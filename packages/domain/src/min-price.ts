import { fromCents, roundTo, toCents } from './money';
import type { BelowMinimum, SaleIssue, SaleTotals } from './sale-totals';

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
    const below = (cause: BelowMinimum['cause'], unitCents: number, maxDiscount: number | null): BelowMinimum => ({
      index,
      cause,
      minimum,
      unitPrice: fromCents(unitCents),
      shortfall: fromCents(toCents(minimum) - unitCents),
      maxDiscount,
    });
    if (isBelowMinimumPrice(line)) {
      const field = `itemList[${index}].calcPrice`;
      const unitCents = Number.isFinite(line.calcPrice) ? toCents(line.calcPrice) : 0;
      issues.push({ field, message: `${field} must be at least ${minimum.toFixed(2)}`, belowMinimum: below('price', unitCents, null) });
      return;
    }
    const figures = totals?.lines[index];
    const quantity = line.quantity ?? 0;
    if (minimum === 0 || !figures || !Number.isFinite(quantity) || quantity <= 0) return;
    const floorCents = toCents(minimum * quantity);
    const afterLineDiscount = toCents(figures.lineGross) - toCents(figures.lineDiscount);
    // What one unit would sell at, to the cent, rounded down: a shortfall is never shown as 0.00.
    const unitCentsOf = (cents: number) => Math.floor(roundTo(cents / quantity, 6));
    if (afterLineDiscount < floorCents) {
      const field = `itemList[${index}].discount`;
      const maxDiscount = fromCents(Math.max(0, toCents(figures.lineGross) - floorCents));
      issues.push({
        field,
        message: `${field} must leave the item at least ${minimum.toFixed(2)} a unit, its minimum price`,
        belowMinimum: below('lineDiscount', unitCentsOf(afterLineDiscount), maxDiscount),
      });
    } else if (afterLineDiscount - toCents(figures.orderDiscountShare) < floorCents) {
      issues.push({
        field: 'discount.amount',
        message: `discount.amount takes itemList[${index}] under its minimum price of ${minimum.toFixed(2)} a unit`,
        belowMinimum: below('orderDiscount', unitCentsOf(afterLineDiscount - toCents(figures.orderDiscountShare)), null),
      });
    }
  });
  return issues;
}
