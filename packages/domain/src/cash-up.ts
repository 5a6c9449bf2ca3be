import { fromCents, toCents } from './money';

/**
 * The one definition of the money figures a shop reads (issue "the books agree"): the register's shift
 * (CashSession, the Z report, R1), the dashboard (R2), the sales report (R6), the transactions list (L7)
 * and the profit summary (R3) all combine their sums with these functions, so one day reads the same on
 * every screen. The server sums rows in SQL; what the sums mean is decided here.
 *
 * - gross sales: Σ total of the period's live sales (voided sales never happened; a delivery fee is not a
 *   sale of goods, it is money taken).
 * - returns: Σ total of the refunds and credit notes made in the period (on the day they happened, not
 *   on the day of the sale they return).
 * - net sales = gross sales − returns.
 * - takings by mode = money that came in (a Cash entry less the change handed back) − money that went back
 *   by that mode (refunds, and credit notes paid back by a mode). Pay Later is credit given, not money, and is never a taking.
 * - debt payments by mode: customers paying off their balance (H7, a debt prompt).
 * - expected cash = opening float + cash takings + cash debt payments. Cash paid out (refunds, credit notes) is already
 *   taken off the cash takings.
 */

export interface SessionPayment {
  paymentValue: string;
  amount: number;
}

export interface ModeTotal {
  paymentValue: string;
  amount: number;
}

export type DocumentKind = 'Sale' | 'Refund' | 'CreditNote';

/** A document's effect on sales: a sale adds its total, a refund or credit note takes its total off. */
export function signedTotal(kind: DocumentKind, total: number): number {
  return kind === 'Sale' ? total : fromCents(-toCents(total));
}

export interface SalesFigures {
  grossSales: number;
  returns: number;
  netSales: number;
}

/** Net sales of a period from its gross sales and its returns. */
export function salesFigures(o: { grossSales: number; returns: number }): SalesFigures {
  const grossSales = fromCents(toCents(o.grossSales));
  const returns = fromCents(toCents(o.returns));
  return { grossSales, returns, netSales: fromCents(toCents(grossSales) - toCents(returns)) };
}

const byCode = ([a]: [string, number], [b]: [string, number]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Money per payment method, summed in cents. PayLater entries carry no money (the debt is a credit) and
 * are left out. Sorted by code unit rather than locale so server and browser agree.
 */
export function salesByMode(payments: readonly SessionPayment[]): ModeTotal[] {
  const cents = new Map<string, number>();
  for (const payment of payments) {
    if (payment.paymentValue === 'PayLater') continue;
    cents.set(payment.paymentValue, (cents.get(payment.paymentValue) ?? 0) + toCents(payment.amount));
  }
  return [...cents.entries()].sort(byCode).map(([paymentValue, amount]) => ({ paymentValue, amount: fromCents(amount) }));
}

export interface TakingsInput {
  /** The sales' payment entries by mode, as handed over: a Cash entry is what the customer gave. */
  paidIn: readonly ModeTotal[];
  /** The change handed back from those sales (it leaves the drawer as cash). */
  changeGiven: number;
  /** What refunds and credit notes gave back, by the way the money went back. */
  paidBack: readonly ModeTotal[];
}

/** Takings by mode: money in (cash net of change) less money given back by that mode. */
export function takingsByMode(input: TakingsInput): ModeTotal[] {
  return salesByMode([
    ...input.paidIn,
    ...(input.changeGiven === 0 ? [] : [{ paymentValue: 'Cash', amount: -input.changeGiven }]),
    ...input.paidBack.map((mode) => ({ paymentValue: mode.paymentValue, amount: -mode.amount })),
  ]);
}

export const cashOf = (modes: readonly ModeTotal[]): number => modes.find((mode) => mode.paymentValue === 'Cash')?.amount ?? 0;

/** What the drawer should hold: the float, plus the cash takings (net of change and cash refunds), plus cash debt payments. */
export function expectedCash(o: { openingBalance: number; takings: readonly ModeTotal[]; debtPayments: readonly ModeTotal[] }): number {
  return fromCents(toCents(o.openingBalance) + toCents(cashOf(o.takings)) + toCents(cashOf(o.debtPayments)));
}

/** The expected cash once the float is corrected: the frozen takings and debt payments stay, the float moves. */
export function expectedCashWithFloat(o: { frozenExpected: number; oldOpeningBalance: number; openingBalance: number }): number {
  return fromCents(toCents(o.frozenExpected) - toCents(o.oldOpeningBalance) + toCents(o.openingBalance));
}

/** closing − expected: negative is cash missing from the drawer, positive is cash over. */
export function cashDifference(closingBalance: number, expected: number): number {
  return fromCents(toCents(closingBalance) - toCents(expected));
}

/** Σ of mode totals in cents (the debt payments' amount, the takings' total). */
export function totalOfModes(modes: readonly ModeTotal[]): number {
  return fromCents(modes.reduce((sum, mode) => sum + toCents(mode.amount), 0));
}
