import { fromCents, toCents, type Cents } from './money';

// Its own module, not receipt.ts: the till's first load needs these two functions, not the whole receipt model.

/** A line's stored figures, as the sale totals (LineTotals) and a stored sale line both carry them. */
export interface SubtotalLine {
  /** Line gross − its own discount − its share of the order discount. */
  lineAmount: number;
  orderDiscountShare: number;
}

/**
 * The one definition of what a line adds to the subtotal, for the till and every receipt: quantity × price
 * less the line's own discount (its stored amount with its share of the order discount put back).
 */
export function lineSubtotalCents(line: SubtotalLine): Cents {
  return toCents(line.lineAmount) + toCents(line.orderDiscountShare);
}

/**
 * The subtotal the customer reads (Σ lineSubtotalCents) and the order discount taken off it once. The till shows
 * these, not SaleTotals.subTotal (the stored Σ gross, before line discounts), so the screen and the paper agree.
 */
export function customerSubtotal(lines: readonly SubtotalLine[]): { subTotal: number; orderDiscount: number } {
  let subTotal: Cents = 0;
  let orderDiscount: Cents = 0;
  for (const line of lines) {
    subTotal += lineSubtotalCents(line);
    orderDiscount += toCents(line.orderDiscountShare);
  }
  return { subTotal: fromCents(subTotal), orderDiscount: fromCents(orderDiscount) };
}
