import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumberText, numberSeparators, parseNumberText, plainNumberText } from './number-text';
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

describe('plainNumberText', () => {
  const LOCALES = ['en-KE', 'en-UG', 'en-RW', 'es-419', 'de'];
  // One formatter per shape: making a formatter costs far more than using one, and 20,000 runs made one each ran
  // past the test's time on CI's shared cores.
  const formatters = new Map<string, Intl.NumberFormat>();
  const intl = (value: number, locale: string, min: number, max: number) => {
    const key = `${locale} ${min} ${max}`;
    let formatter = formatters.get(key);
    if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max })));
    return formatter.format(value);
  };
  // The shapes a till formats: cents, grams, halfway cases (where shortest-form rounding and toFixed part), float
  // noise, and anything else below the limit.
  const amounts = fc.oneof(
    fc.integer({ min: -1e13, max: 1e13 }).map((cents) => cents / 100),
    fc.integer({ min: -1e14, max: 1e14 }).map((mills) => mills / 1000),
    fc.integer({ min: -1e14, max: 1e14 }).map((tenths) => (tenths + 0.5) / 1000),
    fc.integer({ min: -1e13, max: 1e13 }).map((halves) => (halves + 0.5) / 100),
    fc.tuple(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(1e-9, -1e-9, 3e-7)).map(([cents, noise]) => cents / 100 + noise),
    fc.double({ min: -1e12, max: 1e12, noNaN: true }),
    fc.constantFrom(0, -0, 1.005, 2.675, -0.001, 0.0049, 999_999_999_999.995, 1e-7),
  );

  it('writes every number as Intl.NumberFormat does, in each locale it knows', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...LOCALES), fc.constantFrom([2, 2], [0, 3], [3, 3], [0, 0], [0, 2]), (amount, locale, [min, max]) => {
        const plain = plainNumberText(amount, locale, min!, max!);
        if (plain !== null) expect(plain).toBe(intl(amount, locale, min!, max!));
        else expect(Math.abs(amount) >= 1e12 || String(amount).includes('e')).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  }, 30_000);

  it('leaves to Intl what it does not reach', () => {
    expect(plainNumberText(1200, 'fr', 2, 2)).toBeNull();
    expect(plainNumberText(1e12, 'en-KE', 2, 2)).toBeNull();
    expect(plainNumberText(Number.NaN, 'en-KE', 2, 2)).toBeNull();
    expect(plainNumberText(1e-7, 'en-KE', 2, 2)).toBeNull();
    expect(plainNumberText(123_456_789.123456, 'en-KE', 6, 6)).toBeNull();
    expect(formatNumberText(1200.5, 'fr', 2)).toBe(intl(1200.5, 'fr', 2, 2));
  });

  it("knows each locale's separators as Intl has them", () => {
    for (const locale of LOCALES) {
      const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
      expect(numberSeparators(locale)).toEqual({
        group: parts.find((part) => part.type === 'group')?.value,
        decimal: parts.find((part) => part.type === 'decimal')?.value,
      });
    }
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
