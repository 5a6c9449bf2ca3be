import type { CashSession } from '@dukani/contracts';
import { cashDifference, toNumberOrZero } from '@dukani/domain';
import type { CashUpRow } from '@/components/register/cash-up-table';

export { differenceColour } from '@/components/register/cash-up-table';

/** The close dialog's live table: Cash against the drawer's expected cash, every other mode against its takings. */
export function cashUpRows(session: CashSession, counted: Record<string, string>): CashUpRow[] {
  const modes = [{ paymentValue: 'Cash', amount: session.expectedCash }, ...session.salesByMode.filter((m) => m.paymentValue !== 'Cash')];
  return modes.map(({ paymentValue, amount }) => {
    const typed = counted[paymentValue];
    const value = typed === undefined || typed === '' ? null : toNumberOrZero(typed);
    return { paymentValue, expected: amount, counted: value, difference: value === null ? null : cashDifference(value, amount) };
  });
}
