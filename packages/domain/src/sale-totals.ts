import { fromCents, MAX_AMOUNT, roundTo, toCents, type Cents } from './money';
import { splitTax } from './tax';

/**
 * API.md's sale rules 1–3 (K1 and L6). The web cart and the server both call computeSaleTotals, so the
 * figures the cashier sees are the figures the server stores, to the cent. Everything is summed in
 * integer cents; only the results are turned back into 2-decimal numbers.
 */

export type DiscountType = 'KES' | '%';
export interface OrderDiscount {
  type: DiscountType;
  amount: number;
}

export interface TotalsLineInput {
  calcPrice: number;
  quantity: number;
  /** The line's own discount, an amount (not a percentage). */
  discount: number;
  /** A fraction: 0.16 is 16 %. */
  taxRate: number;
  taxInclusive: boolean;
}

export interface SaleTotalsInput {
  lines: TotalsLineInput[];
  discount?: OrderDiscount | null;
  taxExempt: boolean;
  shippingFee: number;
}

export interface LineTotals {
  lineGross: number;
  /** The line discount as applied: clamped to [0, lineGross]. */
  lineDiscount: number;
  orderDiscountShare: number;
  lineAmount: number;
  tax: number;
}

export interface SaleTotals {
  lines: LineTotals[];
  subTotal: number;
  lineDiscounts: number;
  orderDiscount: number;
  discount: number;
  taxes: number;
  /** The tax of exclusive lines only: the part of `taxes` that is added on top of the prices. */
  exclusiveTax: number;
  total: number;
  shippingFee: number;
  /** total + shippingFee: what the customer owes before any payment. */
  amountDue: number;
}

export interface SaleIssue {
  field: string;
  /** A sentence that starts with the field's name (API.md §1.4). */
  message: string;
  /** A line sold under its minimum price: the figures a sentence in the shop's words needs (min-price.ts). */
  belowMinimum?: BelowMinimum;
}

/**
 * Which line goes under its minimum, through what, and by how much: `unitPrice` is what one unit would
 * finally sell at (after its discount and its share of the order discount), `shortfall` the minimum less
 * that. `maxDiscount` is the most the line's own discount may be (when that discount is the cause).
 */
export interface BelowMinimum {
  index: number;
  cause: 'price' | 'lineDiscount' | 'orderDiscount';
  minimum: number;
  unitPrice: number;
  shortfall: number;
  maxDiscount: number | null;
}

/** A figure that is not a finite number counts as 0 here; saleTotalsIssues reports it. */
const finiteOrZero = (value: number) => (Number.isFinite(value) ? value : 0);

/** lineGross = calcPrice × quantity, rounded once to the cent (quantity has up to 3 decimals). */
function lineGrossCents(line: TotalsLineInput): Cents {
  return toCents(finiteOrZero(line.calcPrice) * finiteOrZero(line.quantity));
}

/** A line discount never takes the line below zero, nor adds to it. */
function clampedLineDiscountCents(line: TotalsLineInput, grossCents: Cents): Cents {
  const asked = toCents(finiteOrZero(line.discount));
  return Math.min(Math.max(asked, 0), Math.max(grossCents, 0));
}

/** Order discount in cents: KES is the amount, % is a share of the lines' net; at most that net. */
function orderDiscountCents(discount: OrderDiscount | null | undefined, netCents: Cents): Cents {
  if (!discount) return 0;
  const amount = finiteOrZero(discount.amount);
  const asked = discount.type === '%' ? roundTo((netCents * Math.min(Math.max(amount, 0), 100)) / 100, 0) : toCents(amount);
  return Math.min(Math.max(asked, 0), netCents);
}

/**
 * Spreads the order discount over the lines in proportion to their net, each share rounded half away
 * from zero (exactly, in BigInt, so no float product of two large cent figures loses a digit). The
 * rounding remainder goes to the largest line. Should that line lack room (its share would pass its net,
 * or drop below 0), the rest goes on to the next largest: no line may turn negative, and the shares
 * must add up to the discount exactly.
 */
function spreadOrderDiscount(discountCents: Cents, netCents: readonly Cents[]): Cents[] {
  const total = netCents.reduce((sum, net) => sum + net, 0);
  if (discountCents === 0 || total === 0) return netCents.map(() => 0);
  const bigDiscount = BigInt(discountCents);
  const bigTotal = BigInt(total);
  const shares = netCents.map((net) => Number((2n * bigDiscount * BigInt(net) + bigTotal) / (2n * bigTotal)));
  let remainder = discountCents - shares.reduce((sum, share) => sum + share, 0);
  // Largest net first; on a tie the line higher in the cart (lower index) wins.
  const order = netCents.map((_, index) => index).sort((a, b) => netCents[b]! - netCents[a]! || a - b);
  for (const index of order) {
    if (remainder === 0) break;
    const share = shares[index]!;
    const room = remainder > 0 ? Math.min(remainder, netCents[index]! - share) : Math.max(remainder, -share);
    shares[index] = share + room;
    remainder -= room;
  }
  return shares;
}

function lineTaxCents(amountCents: Cents, line: TotalsLineInput, taxExempt: boolean): Cents {
  const rate = finiteOrZero(line.taxRate);
  if (taxExempt || rate <= 0 || amountCents === 0) return 0;
  return toCents(splitTax(fromCents(amountCents), rate, line.taxInclusive).tax);
}

export function computeSaleTotals(input: SaleTotalsInput): SaleTotals {
  const gross = input.lines.map(lineGrossCents);
  const lineDiscounts = input.lines.map((line, index) => clampedLineDiscountCents(line, gross[index]!));
  // A line with a negative gross (refused by saleTotalsIssues) takes no part in the order discount.
  const net = gross.map((cents, index) => Math.max(cents - lineDiscounts[index]!, 0));
  const netTotal = net.reduce((sum, cents) => sum + cents, 0);
  const orderDiscount = orderDiscountCents(input.discount, netTotal);
  const shares = spreadOrderDiscount(orderDiscount, net);

  let subTotal = 0;
  let lineDiscountTotal = 0;
  let taxes = 0;
  let exclusiveTax = 0;
  const lines = input.lines.map((line, index): LineTotals => {
    const lineGross = gross[index]!;
    const lineDiscount = lineDiscounts[index]!;
    const share = shares[index]!;
    const lineAmount = lineGross - lineDiscount - share;
    const tax = lineTaxCents(lineAmount, line, input.taxExempt);
    subTotal += lineGross;
    lineDiscountTotal += lineDiscount;
    taxes += tax;
    if (!line.taxInclusive) exclusiveTax += tax;
    return {
      lineGross: fromCents(lineGross),
      lineDiscount: fromCents(lineDiscount),
      orderDiscountShare: fromCents(share),
      lineAmount: fromCents(lineAmount),
      tax: fromCents(tax),
    };
  });

  const discount = lineDiscountTotal + orderDiscount;
  const total = subTotal - discount + exclusiveTax;
  const shippingFee = Math.max(toCents(finiteOrZero(input.shippingFee)), 0);
  return {
    lines,
    subTotal: fromCents(subTotal),
    lineDiscounts: fromCents(lineDiscountTotal),
    orderDiscount: fromCents(orderDiscount),
    discount: fromCents(discount),
    taxes: fromCents(taxes),
    exclusiveTax: fromCents(exclusiveTax),
    total: fromCents(total),
    shippingFee: fromCents(shippingFee),
    amountDue: fromCents(total + shippingFee),
  };
}

/** amountDue − totalPaid to the cent. Negative is change given back (API.md sale rule 3). */
export function balanceOf(amountDue: number, totalPaid: number): number {
  return fromCents(toCents(amountDue) - toCents(totalPaid));
}

/**
 * The input computeSaleTotals would otherwise have to clamp or ignore. The server refuses a sale with
 * any of these (400 on the first); the cart shows them next to the fields.
 */
export function saleTotalsIssues(input: SaleTotalsInput): SaleIssue[] {
  const issues: SaleIssue[] = [];
  const add = (field: string, rule: string) => issues.push({ field, message: `${field} ${rule}` });
  let netCents = 0;
  input.lines.forEach((line, index) => {
    const at = `itemList[${index}]`;
    if (!Number.isFinite(line.quantity)) add(`${at}.quantity`, 'must be a number');
    else if (line.quantity <= 0) add(`${at}.quantity`, 'must be more than 0');
    if (!Number.isFinite(line.calcPrice)) add(`${at}.calcPrice`, 'must be a number');
    else if (line.calcPrice < 0) add(`${at}.calcPrice`, 'must not be negative');
    if (!Number.isFinite(line.taxRate)) add(`${at}.taxRate`, 'must be a number');
    else if (line.taxRate < 0) add(`${at}.taxRate`, 'must not be negative');
    const grossCents = lineGrossCents(line);
    if (grossCents > toCents(MAX_AMOUNT)) add(`${at}.quantity`, `makes the line more than ${MAX_AMOUNT.toLocaleString('en')}, the most one sale can hold`);
    if (!Number.isFinite(line.discount)) add(`${at}.discount`, 'must be a number');
    else if (line.discount < 0) add(`${at}.discount`, 'must not be negative');
    else if (toCents(line.discount) > Math.max(grossCents, 0)) add(`${at}.discount`, "must not be more than the line's total");
    netCents += Math.max(grossCents - clampedLineDiscountCents(line, grossCents), 0);
  });

  const discount = input.discount;
  if (discount) {
    if (!Number.isFinite(discount.amount)) add('discount.amount', 'must be a number');
    else if (discount.amount < 0) add('discount.amount', 'must not be negative');
    else if (discount.type === '%' && discount.amount > 100) add('discount.amount', 'must not be more than 100');
    else if (discount.type !== '%' && toCents(discount.amount) > netCents) {
      add('discount.amount', "must not be more than the items' total");
    }
  }
  if (!Number.isFinite(input.shippingFee)) add('shippingFee', 'must be a number');
  else if (input.shippingFee < 0) add('shippingFee', 'must not be negative');
  else if (netCents + toCents(input.shippingFee) > toCents(MAX_AMOUNT))
    add('itemList', `add up to more than ${MAX_AMOUNT.toLocaleString('en')}, the most one sale can hold`);
  return issues;
}
