import { fromCents, toCents, type Cents } from './money';
import { findUnit } from './units';
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
  /** The product's unit (API.md I7); a measured one prints its symbol after the quantity ("1.5 kg"). */
  unitId?: number | null;
}

export interface ReceiptInput {
  items: readonly ReceiptItemInput[];
  shippingFee: number;
}

export interface ReceiptLine {
  name: string;
  quantity: number;
  /** The unit's symbol for a measured unit ("kg", "l"), null for things counted whole. */
  unit: string | null;
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

/**
 * The symbols of the measured units: the same in every language the app speaks (SI, and "h" for hours), so the
 * server's PDF and the printer print them as the screen does. Counted units print the bare number ("2 × 50.00").
 */
const UNIT_SYMBOLS: Record<string, string> = { Kilogram: 'kg', Gram: 'g', Litre: 'l', Millilitre: 'ml', Metre: 'm', Hour: 'h' };

export function unitSymbol(unitId: number | null | undefined): string | null {
  const unit = unitId == null ? undefined : findUnit(unitId);
  return unit?.measured ? (UNIT_SYMBOLS[unit.name] ?? null) : null;
}

/** "1.5 kg" or "2": the quantity as the receipt prints it, from the caller's number format. */
export const receiptQuantity = (line: Pick<ReceiptLine, 'quantity' | 'unit'>, format: (quantity: number) => string) =>
  line.unit ? `${format(line.quantity)} ${line.unit}` : format(line.quantity);

/** The shop's address as every paper prints it (receipt, statement, provisional receipt): street, then city. */
export function shopAddressLine(shop: { address?: string | null; city?: string | null } | null | undefined): string | null {
  return (
    [shop?.address, shop?.city]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(', ') || null
  );
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
    // Every band the sale has, an exempt (A) or zero-rated one too: the customer and KRA read the split by band.
    if (item.taxCode !== null || tax !== 0 || item.taxRate > 0) {
      const taxCode = item.taxCode ?? '-';
      const key = `${taxCode}|${item.taxInclusive ? 'in' : 'ex'}`;
      const band = bands.get(key) ?? { taxCode, taxRate: item.taxRate, taxable: 0, tax: 0, isIncluded: item.taxInclusive };
      band.taxable += item.taxInclusive ? lineAmount - tax : lineAmount;
      band.tax += tax;
      bands.set(key, band);
    }
    return {
      name: item.name,
      quantity: item.quantity,
      unit: unitSymbol(item.unitId),
      unitPrice: item.calcPrice,
      lineDiscount: item.discount,
      amount: fromCents(amount),
    };
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

export interface ReceiptPaymentInput {
  paymentValue: string;
  displayValue?: string | null;
  amount: number;
  referenceNumber?: string | null;
  dueDate?: string | null;
}

export interface ReceiptPayments {
  /** The money handed over, each way once; a pay-later entry (always 0, API.md sale rules) is not money and is left out. */
  rows: ReceiptPaymentInput[];
  /** What the customer still owes on this sale and by when (the pay-later entry's due date), or null when paid. */
  owed: { amount: number; dueDate: string | null } | null;
}

/**
 * The payment block of every receipt: a pay-later sale prints what is owed and by when ("Balance due by 15 Mar 2025
 * KSh 500.00"), not "Pay Later 0.00". A refund's or credit note's PayLater entry has an amount (what came off the
 * customer's account) and stays a row.
 */
export function buildReceiptPayments(payments: readonly ReceiptPaymentInput[], balance: number): ReceiptPayments {
  const rows = payments.filter((payment) => !(payment.paymentValue === 'PayLater' && payment.amount === 0));
  const dueDate = payments.find((payment) => payment.paymentValue === 'PayLater' && payment.dueDate)?.dueDate ?? null;
  return { rows, owed: balance > 0 ? { amount: fromCents(toCents(balance)), dueDate: dueDate ? dueDate.slice(0, 10) : null } : null };
}
