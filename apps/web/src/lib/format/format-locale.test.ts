import { describe, expect, it } from 'vitest';
import { formatLocaleOf } from './format-locale';

describe('formatLocaleOf', () => {
  it("writes English dates in the shop's country's order, day first", () => {
    expect(formatLocaleOf('en', 'KE')).toBe('en-KE');
    const at = new Date(Date.UTC(2026, 10, 23, 16, 5));
    expect(new Intl.DateTimeFormat(formatLocaleOf('en', 'RW'), { dateStyle: 'short', timeZone: 'UTC' }).format(at)).toBe('23/11/2026');
    expect(new Intl.NumberFormat(formatLocaleOf('en', 'UG'), { minimumFractionDigits: 2 }).format(1150)).toBe('1,150.00');
  });
  it("keeps German's own, writes Spanish amounts as East Africa does, and Kenya's English before a shop is chosen", () => {
    expect(formatLocaleOf('de', 'KE')).toBe('de');
    expect(formatLocaleOf('es', 'UG')).toBe('es-419');
    expect(new Intl.NumberFormat(formatLocaleOf('es', 'KE'), { minimumFractionDigits: 2 }).format(1200)).toBe('1,200.00');
    expect(new Intl.NumberFormat(formatLocaleOf('de', 'KE'), { minimumFractionDigits: 2 }).format(1200)).toBe('1.200,00');
    expect(formatLocaleOf('en', null)).toBe('en-KE');
    expect(new Intl.DateTimeFormat(formatLocaleOf('en', null), { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 31)))).toBe(
      '31/01/2026',
    );
  });
});
