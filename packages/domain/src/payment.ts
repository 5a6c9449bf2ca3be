import { fromCents, roundMoney, sumMoney, toCents } from './money';
import { balanceOf } from './sale-totals';

/** Built-in choices plus Mpesa, Card, Bank, StkPush, TillPaybill and a shop's custom methods. */
export type PaymentChoice = 'Cash' | 'SplitPayment' | 'PayLater' | (string & {});

/** Plain decimal notation only: "1,000", "0x10" or "" are not amounts a cashier typed. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The number a field holds, or null when it holds none (empty, text, NaN, a boolean, an object). */
function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!DECIMAL.test(text)) return null;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** product-spec §5: any non-numeric value in a numeric coercion becomes 0. */
export function toNumberOrZero(value: unknown): number {
  return numericValue(value) ?? 0;
}

/**
 * product-spec §9: Cash is what the cashier entered, Split Payment the sum of its entries, Pay Later
 * nothing; any other method is taken to pay exactly what is due (total + shipping).
 */
export function paidAmountFor(
  choice: PaymentChoice,
  o: { cashEntered?: number | string | null; splitAmounts?: (number | string | null)[]; amountDue: number },
): number {
  if (choice === 'Cash') return roundMoney(toNumberOrZero(o.cashEntered));
  if (choice === 'SplitPayment') {
    return sumMoney((o.splitAmounts ?? []).map(toNumberOrZero));
  }
  if (choice === 'PayLater') return 0;
  return roundMoney(toNumberOrZero(o.amountDue));
}

/** product-spec §5: the balance shown is 0 while either figure is not a number (a field being typed). */
export function displayBalance(amountDue: unknown, paid: unknown): number {
  const due = numericValue(amountDue);
  const given = numericValue(paid);
  if (due === null || given === null) return 0;
  return balanceOf(due, given);
}

/** The cash to hand back; never negative (an underpayment is a balance, not change). */
export function changeDue(amountDue: number, paid: number): number {
  return fromCents(Math.max(toCents(paid) - toCents(amountDue), 0));
}

/** API.md sale rule 3: totalPaid must equal the payment entries' sum within one cent. */
export function paymentsMatchTotal(totalPaid: number, amounts: number[]): boolean {
  const sum = amounts.reduce((cents, amount) => cents + toCents(amount), 0);
  return Math.abs(sum - toCents(totalPaid)) <= 1;
}
