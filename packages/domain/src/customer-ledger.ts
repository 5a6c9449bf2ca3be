import { fromCents, toCents, type Cents } from './money';

/** One row of a customer's ledger: a Credit raises what they owe, a Debit (money received) lowers it. */
export interface LedgerEntry {
  type: 'Credit' | 'Debit';
  amount: number;
  /** 'YYYY-MM-DD' on the shop's calendar, Credits only. */
  dueDate?: string | null;
}

const signed = (entry: LedgerEntry): Cents => (entry.type === 'Credit' ? toCents(entry.amount) : -toCents(entry.amount));

/** The balance after each entry, in the order given (oldest first), starting from `opening`. */
export function runningBalances(entries: readonly LedgerEntry[], opening = 0): number[] {
  let balance = toCents(opening);
  return entries.map((entry) => fromCents((balance += signed(entry))));
}

/** Σ credits − Σ debits, exact to the cent. */
export function ledgerBalance(entries: readonly LedgerEntry[]): number {
  return fromCents(entries.reduce<Cents>((sum, entry) => sum + signed(entry), 0));
}

export interface CreditAging {
  overdueAmount: number;
  nextDueDate: string | null;
}

/**
 * What is overdue on `today`: money received settles the oldest credits first (entries oldest first), and
 * whatever is left of a credit whose dueDate is before today is overdue. A credit without a due date is
 * never overdue. nextDueDate is the earliest due date, today or later, of a credit not yet settled.
 */
export function creditAging(entries: readonly LedgerEntry[], today: string): CreditAging {
  const open: { left: Cents; dueDate: string | null }[] = [];
  let advance: Cents = 0;
  for (const entry of entries) {
    let cents = toCents(entry.amount);
    if (entry.type === 'Credit') {
      // An advance paid before this credit settles it first.
      const used = Math.min(advance, cents);
      advance -= used;
      cents -= used;
      if (cents > 0) open.push({ left: cents, dueDate: entry.dueDate ?? null });
      continue;
    }
    for (const credit of open) {
      if (cents === 0) break;
      const used = Math.min(credit.left, cents);
      credit.left -= used;
      cents -= used;
    }
    advance += cents;
  }
  let overdue: Cents = 0;
  let nextDueDate: string | null = null;
  for (const credit of open) {
    if (credit.left === 0 || !credit.dueDate) continue;
    if (credit.dueDate < today) overdue += credit.left;
    else if (!nextDueDate || credit.dueDate < nextDueDate) nextDueDate = credit.dueDate;
  }
  return { overdueAmount: fromCents(overdue), nextDueDate };
}
