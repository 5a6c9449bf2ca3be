import type { CashSession } from '@dukani/contracts';
import { cashDifference } from '@dukani/domain';
import type { CashUpRow } from '@/components/register/cash-up-table';

export { differenceColour } from '@/components/register/cash-up-table';

/**
 * The close dialog's live table: Cash against the drawer's expected cash, every other mode against what the
 * server expects of it (its takings plus the debt payments it brought: `modes`, one definition for both sides).
 */
export function cashUpRows(session: Pick<CashSession, 'modes'>, counted: Record<string, number | undefined>): CashUpRow[] {
  return session.modes.map(({ paymentValue, expected: amount }) => {
    const value = counted[paymentValue] ?? null;
    return { paymentValue, expected: amount, counted: value, difference: value === null ? null : cashDifference(value, amount) };
  });
}
