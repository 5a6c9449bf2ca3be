import { fromCents, toCents, type Cents } from './money';
import { lineSubtotalCents } from './subtotal';

/**
 * One receipt model for every output (screen, 58/80 mm and A4 print, PDF, share page, ESC/POS), so a
 * printed receipt adds up the way a customer checks it with a pencil:
 *   each line = quantity × price − its own line discount
 *   subtotal  = Σ lines
 *   − the order discount, once
 *   + tax added on top (exclusive prices); tax already inside prices is shown as "included"
 *   + shipping
 *   = total
 * The stored line amount is net of its share of the spread order discount (API.md sale rule 2); a
 * receipt printing it would show lines that add up to less than its own subtotal.
 */

export interface ReceiptItemInput {
  name: string;
  quantity: number;
  calcPrice: number;
  /** The line's own discount (an amount). */
  discount: number;
  orderDiscountShare: number;
  /** Stored: line gross − line discount − order discount share. */
  lineAmount: number;
  tax: number;
  taxRate: number;
  taxCode: string | null;
  taxInclusive: boolean;
}

export interface ReceiptInput {
  items: readonly ReceiptItemInput[];
  shippingFee: number;
}

export interface ReceiptLine {
  name: string;
  quantity: number;
  unitPrice: number;
  lineDiscount: number;
  /** quantity × unitPrice − lineDiscount: what the line adds to the subtotal. */
  amount: number;
}

export interface ReceiptTaxRow {
  taxCode: string;
  taxRate: number;
  taxable: number;
  tax: number;
  /** Tax inside the prices: shown for the record, not added again. */
  isIncluded: boolean;
}

export interface ReceiptFigures {
  lines: ReceiptLine[];
  subTotal: number;
  orderDiscount: number;
  taxRows: ReceiptTaxRow[];
  /** Tax of exclusive prices: added to the total. */
  addedTax: number;
  shippingFee: number;
  total: number;
}

export function buildReceiptLines(input: ReceiptInput): ReceiptFigures {
  let subTotal: Cents = 0;
  let orderDiscount: Cents = 0;
  let addedTax: Cents = 0;
  const bands = new Map<string, { taxCode: string; taxRate: number; taxable: Cents; tax: Cents; isIncluded: boolean }>();
  const lines = input.items.map((item): ReceiptLine => {
    const share = toCents(item.orderDiscountShare);
    const lineAmount = toCents(item.lineAmount);
    const tax = toCents(item.tax);
    // Built back from the stored figures, so the receipt matches the sale to the cent.
    const amount = lineSubtotalCents(item);
    subTotal += amount;
    orderDiscount += share;
    if (!item.taxInclusive) addedTax += tax;
    if (tax !== 0 || item.taxRate > 0) {
      const taxCode = item.taxCode ?? '-';
      const key = `${taxCode}|${item.taxInclusive ? 'in' : 'ex'}`;
      const band = bands.get(key) ?? { taxCode, taxRate: item.taxRate, taxable: 0, tax: 0, isIncluded: item.taxInclusive };
      band.taxable += item.taxInclusive ? lineAmount - tax : lineAmount;
      band.tax += tax;
      bands.set(key, band);
    }
    return { name: item.name, quantity: item.quantity, unitPrice: item.calcPrice, lineDiscount: item.discount, amount: fromCents(amount) };
  });
  const shipping = toCents(input.shippingFee);
  const taxRows = [...bands.values()]
    .sort((a, b) => a.taxCode.localeCompare(b.taxCode) || Number(a.isIncluded) - Number(b.isIncluded))
    .map((band) => ({ ...band, taxable: fromCents(band.taxable), tax: fromCents(band.tax) }));
  return {
    lines,
    subTotal: fromCents(subTotal),
    orderDiscount: fromCents(orderDiscount),
    taxRows,
    addedTax: fromCents(addedTax),
    shippingFee: fromCents(shipping),
    total: fromCents(subTotal - orderDiscount + addedTax + shipping),
  };
}
