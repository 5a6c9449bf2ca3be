import type { CashSession } from '@dukani/contracts';
import { cashDifference, toNumberOrZero } from '@dukani/domain';

export interface CashUpRow {
  paymentValue: string;
  expected: number;
  counted: number | null;
  difference: number | null;
}

/** The close dialog's live table: Cash against the drawer's expected cash, every other mode against its takings. */
export function cashUpRows(session: CashSession, counted: Record<string, string>): CashUpRow[] {
  const modes = [{ paymentValue: 'Cash', amount: session.expectedCash }, ...session.salesByMode.filter((m) => m.paymentValue !== 'Cash')];
  return modes.map(({ paymentValue, amount }) => {
    const typed = counted[paymentValue];
    const value = typed === undefined || typed === '' ? null : toNumberOrZero(typed);
    return { paymentValue, expected: amount, counted: value, difference: value === null ? null : cashDifference(value, amount) };
  });
}

/** Green when it balances, red when short, amber when over. */
export const differenceColour = (difference: number | null) =>
  difference === null ? 'text.secondary' : difference === 0 ? 'success.main' : difference < 0 ? 'error.main' : 'warning.main';
