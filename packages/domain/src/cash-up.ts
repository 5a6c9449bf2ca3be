import { fromCents, toCents } from './money';

/**
 * Register session arithmetic (CashSession, API.md §2): the server computes it when a session closes,
 * the web shows the same figures while the cashier counts the drawer.
 */

export interface SessionPayment {
  paymentValue: string;
  amount: number;
}

export interface ModeTotal {
  paymentValue: string;
  amount: number;
}

/**
 * Takings per payment method, summed in cents. PayLater entries carry no money (amount 0, the debt is a
 * credit) and are left out. Sorted by code unit rather than locale so server and browser agree.
 */
export function salesByMode(payments: readonly SessionPayment[]): ModeTotal[] {
  const cents = new Map<string, number>();
  for (const payment of payments) {
    if (payment.paymentValue === 'PayLater') continue;
    cents.set(payment.paymentValue, (cents.get(payment.paymentValue) ?? 0) + toCents(payment.amount));
  }
  return [...cents.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([paymentValue, amount]) => ({ paymentValue, amount: fromCents(amount) }));
}

/** What the drawer should hold: the float it opened with, plus cash taken, less change handed back. */
export function expectedCash(o: { openingBalance: number; cashTaken: number; changeGiven: number }): number {
  return fromCents(toCents(o.openingBalance) + toCents(o.cashTaken) - toCents(o.changeGiven));
}

/** closing − expected: negative is cash missing from the drawer, positive is cash over. */
export function cashDifference(closingBalance: number, expected: number): number {
  return fromCents(toCents(closingBalance) - toCents(expected));
}
