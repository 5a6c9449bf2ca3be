import { describe, expect, it } from 'vitest';
import { dueDateFromTerms, paymentTermDays } from './payment-terms';

describe('payment terms', () => {
  it('reads the first whole number as days', () => {
    expect(paymentTermDays('30 days')).toBe(30);
    expect(paymentTermDays('Net 14, then 2%')).toBe(14);
    expect(paymentTermDays('COD')).toBe(0);
    expect(paymentTermDays(null)).toBe(0);
    expect(paymentTermDays('99999999 days')).toBe(3650);
  });

  it('counts calendar days across months and leap years', () => {
    expect(dueDateFromTerms('2026-01-31', '30 days')).toBe('2026-03-02');
    expect(dueDateFromTerms('2028-02-15', '14')).toBe('2028-02-29');
    expect(dueDateFromTerms('2026-11-27', 'cash')).toBe('2026-11-27');
  });
});
