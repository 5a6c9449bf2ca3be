import { describe, expect, it } from 'vitest';
import { formatLocaleOf } from './format-locale';

describe('formatLocaleOf', () => {
  it("writes English dates in the shop's country's order, day first", () => {
    expect(formatLocaleOf('en', 'KE')).toBe('en-KE');
    const at = new Date(Date.UTC(2026, 10, 23, 16, 5));
    expect(new Intl.DateTimeFormat(formatLocaleOf('en', 'RW'), { dateStyle: 'short', timeZone: 'UTC' }).format(at)).toBe('23/11/2026');
    expect(new Intl.NumberFormat(formatLocaleOf('en', 'UG'), { minimumFractionDigits: 2 }).format(1150)).toBe('1,150.00');
  });
  it('keeps German and Spanish, and plain English before a shop is chosen', () => {
    expect(formatLocaleOf('de', 'KE')).toBe('de');
    expect(formatLocaleOf('es', 'UG')).toBe('es');
    expect(formatLocaleOf('en', null)).toBe('en');
  });
});
