import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditAging, ledgerBalance, runningBalances, type LedgerEntry } from './customer-ledger';
import { sumMoney } from './money';

const entryArb = fc.record({
  type: fc.constantFrom<'Credit' | 'Debit'>('Credit', 'Debit'),
  amount: fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100),
  dueDate: fc.option(fc.constantFrom('2025-01-10', '2025-02-01', '2025-03-01'), { nil: null }),
});

describe('customer ledger', () => {
  it('ends the running balance at Σ credits − Σ debits, to the cent', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 60 }), (entries) => {
        const credits = sumMoney(entries.filter((e) => e.type === 'Credit').map((e) => e.amount));
        const debits = sumMoney(entries.filter((e) => e.type === 'Debit').map((e) => e.amount));
        const expected = Math.round((credits - debits) * 100) / 100;
        expect(ledgerBalance(entries)).toBe(expected);
        expect(runningBalances(entries).at(-1) ?? 0).toBe(expected);
      }),
    );
  });

  it('never calls more overdue than is owed, and nothing when the customer owes nothing', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 60 }), (entries) => {
        const { overdueAmount } = creditAging(entries, '2025-02-15');
        const balance = ledgerBalance(entries);
        expect(overdueAmount).toBeGreaterThanOrEqual(0);
        expect(overdueAmount).toBeLessThanOrEqual(Math.max(balance, 0));
      }),
    );
  });

  it('settles the oldest credit first: a payment covering the overdue credit leaves only the later due date', () => {
    const entries: LedgerEntry[] = [
      { type: 'Credit', amount: 500, dueDate: '2025-01-10' },
      { type: 'Credit', amount: 300, dueDate: '2025-03-01' },
      { type: 'Debit', amount: 600 },
    ];
    expect(creditAging(entries, '2025-02-15')).toEqual({ overdueAmount: 0, nextDueDate: '2025-03-01' });
    expect(creditAging(entries.slice(0, 2), '2025-02-15')).toEqual({ overdueAmount: 500, nextDueDate: '2025-03-01' });
    // An advance paid earlier settles a later credit.
    expect(
      creditAging(
        [
          { type: 'Debit', amount: 100 },
          { type: 'Credit', amount: 250, dueDate: '2025-01-10' },
        ],
        '2025-02-15',
      ).overdueAmount,
    ).toBe(150);
  });
});
