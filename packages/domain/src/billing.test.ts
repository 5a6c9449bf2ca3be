import { describe, expect, it } from 'vitest';
import { addMonthUtc, allocateOldestFirst, invoiceStatusOf, planPhaseOf } from './billing';

describe('billing math', () => {
  it('spreads a payment over the oldest invoices and keeps the rest as credit', () => {
    const invoices = [
      { id: 1, balance: 1500 },
      { id: 2, balance: 0 },
      { id: 3, balance: 1500.5 },
    ];
    expect(allocateOldestFirst(2000.25, invoices)).toEqual([
      { id: 1, amount: 1500 },
      { id: 3, amount: 500.25 },
    ]);
    expect(allocateOldestFirst(5000, invoices)).toEqual([
      { id: 1, amount: 1500 },
      { id: 3, amount: 1500.5 },
    ]);
    expect(allocateOldestFirst(0, invoices)).toEqual([]);
  });

  it('names an invoice by what is paid on it', () => {
    expect(invoiceStatusOf(1500, 0)).toBe('Unpaid');
    expect(invoiceStatusOf(1500, 0.01)).toBe('PartPaid');
    expect(invoiceStatusOf(1500, 1500)).toBe('Paid');
    expect(invoiceStatusOf(0, 0)).toBe('Paid');
  });

  it('adds a month, holding to the end of a shorter month', () => {
    expect(addMonthUtc(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthUtc(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('tells running, expired (grace) and locked plans apart', () => {
    const end = new Date('2026-03-01T00:00:00Z');
    expect(planPhaseOf(end, new Date('2026-02-28T23:59:59Z'))).toBe('Current');
    expect(planPhaseOf(end, new Date('2026-03-01T00:00:00Z'))).toBe('Expired');
    expect(planPhaseOf(end, new Date('2026-03-07T23:59:59Z'))).toBe('Expired');
    expect(planPhaseOf(end, new Date('2026-03-08T00:00:00Z'))).toBe('Locked');
    expect(planPhaseOf(null, new Date())).toBe('Current');
  });
});
