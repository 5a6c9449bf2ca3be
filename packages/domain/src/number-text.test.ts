import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumberText, parseNumberText } from './number-text';
import { quantityIssue } from './units';

const value = (text: string, locale: string, maxDecimals?: number) => {
  const parsed = parseNumberText(text, locale, { maxDecimals });
  return parsed.ok ? parsed.value : parsed.issue;
};

describe('parseNumberText', () => {
  it('reads grouping separators the way the locale writes them', () => {
    expect(value('1,200', 'en-KE', 2)).toBe(1200);
    expect(value('1,050.50', 'en-KE', 2)).toBe(1050.5);
    expect(value('1.200', 'de', 2)).toBe(1200);
    expect(value('1.050,50', 'de', 2)).toBe(1050.5);
    expect(value('1,200', 'es-419', 2)).toBe(1200);
    expect(value('12 500', 'en-KE', 2)).toBe(12500);
    expect(value('1,234,567.8', 'en-KE')).toBe(1234567.8);
  });

  it('never shifts a price by a factor of 1,000: a text that could mean two values is refused', () => {
    expect(value('1.200', 'en-KE', 2)).toBe('decimals');
    expect(value('1,20,0', 'en-KE', 2)).toBe('grouping');
    expect(value('12,50.5', 'en-KE', 2)).toBe('grouping');
    expect(value('1.2.3', 'en-KE', 2)).toBe('notANumber');
    expect(value('1 2', 'en-KE', 2)).toBe('grouping');
  });

  it("takes a lone separator that cannot be grouping as the decimal point (a phone keypad's only key)", () => {
    expect(value('12,5', 'en-KE', 2)).toBe(12.5);
    expect(value('1.5', 'de', 2)).toBe(1.5);
    expect(value('0,25', 'en-KE', 3)).toBe(0.25);
  });

  it('keeps the text being typed readable and refuses words', () => {
    expect(value('', 'en-KE')).toBeNull();
    expect(value('  ', 'en-KE')).toBeNull();
    expect(value('12.', 'en-KE', 2)).toBe(12);
    expect(value('.5', 'en-KE', 2)).toBe(0.5);
    expect(value('-3', 'en-KE', 2)).toBe(-3);
    expect(value('abc', 'en-KE')).toBe('notANumber');
    expect(value('1e5', 'en-KE')).toBe('notANumber');
    expect(value('.', 'en-KE')).toBe('notANumber');
    expect(value('Infinity', 'en-KE')).toBe('notANumber');
  });

  it('reads back every amount exactly as the screens format it (en-KE, de, es-419)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.constantFrom('en-KE', 'de', 'es-419', 'en-UG'), (cents, locale) => {
        const amount = cents / 100;
        expect(value(formatNumberText(amount, locale, 2), locale, 2)).toBe(amount);
      }),
    );
  });
});

describe('quantityIssue', () => {
  it('counts pieces in whole units and weighs kilograms to the gram', () => {
    expect(quantityIssue(2, 1)).toBeNull();
    expect(quantityIssue(2.5, 1)).toBe('wholeUnits');
    expect(quantityIssue(2.5, 2)).toBeNull();
    expect(quantityIssue(0.125, 4)).toBeNull();
    expect(quantityIssue(0.1255, 2)).toBe('decimals');
    expect(quantityIssue(0, 2)).toBe('notPositive');
    expect(quantityIssue(-1, 1)).toBe('notPositive');
    expect(quantityIssue(1.5, null)).toBeNull();
  });
});
