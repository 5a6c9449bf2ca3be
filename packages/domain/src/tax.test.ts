import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import { priceBeforeTax, splitTax } from './tax';
import { findTaxRate, VAT_RATES } from './tax-rates';

const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const rates = fc.constantFrom(0, 0.08, 0.16, 0.18);

describe('tax split', () => {
  it('splits an inclusive price as price/(1+rate) to two decimals', () => {
    expect(splitTax(116, 0.16, true)).toEqual({ net: 100, tax: 16, gross: 116 });
    expect(splitTax(100, 0.16, true)).toEqual({ net: 86.21, tax: 13.79, gross: 100 });
    expect(splitTax(50, 0, true)).toEqual({ net: 50, tax: 0, gross: 50 });
    expect(priceBeforeTax(99.99, 0.08, true)).toBe(92.58);
  });

  it('adds price × rate on an exclusive price', () => {
    expect(splitTax(100, 0.16, false)).toEqual({ net: 100, tax: 16, gross: 116 });
    expect(splitTax(0.05, 0.16, false)).toEqual({ net: 0.05, tax: 0.01, gross: 0.06 });
    expect(priceBeforeTax(10.005, 0.16, false)).toBe(10.01);
  });

  it('never loses or invents a cent: net + tax = gross, and the gross of an inclusive price is the price', () => {
    fc.assert(
      fc.property(cents, rates, fc.boolean(), (priceCents, rate, inclusive) => {
        const price = priceCents / 100;
        const split = splitTax(price, rate, inclusive);
        expect(toCents(split.net) + toCents(split.tax)).toBe(toCents(split.gross));
        if (inclusive) expect(split.gross).toBe(price);
        else expect(split.net).toBe(price);
      }),
    );
  });

  it('the inclusive net is price/(1+rate) within half a cent, and tax is never negative', () => {
    fc.assert(
      fc.property(cents, rates, (priceCents, rate) => {
        const split = splitTax(priceCents / 100, rate, true);
        expect(Math.abs(split.net * 100 - priceCents / (1 + rate))).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(split.tax).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the exclusive tax is price × rate within half a cent', () => {
    fc.assert(
      fc.property(cents, rates, (priceCents, rate) => {
        const split = splitTax(priceCents / 100, rate, false);
        expect(Math.abs(split.tax * 100 - priceCents * rate)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('a zero rate leaves the price untouched either way', () => {
    fc.assert(
      fc.property(cents, fc.boolean(), (priceCents, inclusive) => {
        expect(splitTax(priceCents / 100, 0, inclusive).tax).toBe(0);
      }),
    );
  });
});

describe('VAT bands', () => {
  it("has Kenya's eTIMS bands", () => {
    expect(VAT_RATES.KE.map((rate) => `${rate.taxCode}:${rate.taxRate}`)).toEqual(['A:0', 'B:0.16', 'C:0', 'D:0', 'E:0.08']);
  });

  it('finds by id before code, defaults to the standard band, and refuses another country’s id', () => {
    expect(findTaxRate('KE', { taxId: 5, taxCode: 'B' })?.taxCode).toBe('E');
    expect(findTaxRate('UG', {})?.taxRate).toBe(0.18);
    expect(findTaxRate('KE', { taxCode: 'e' })?.taxId).toBe(5);
    expect(findTaxRate('KE', { taxId: 12 })).toBeUndefined();
  });
});
