import { fromCents, roundMoney, toCents } from './money';

// The VAT bands are in tax-rates.ts: the till's first load needs the split below, not the bands (issue 17).

export interface TaxSplit {
  /** The price without tax. */
  net: number;
  tax: number;
  /** What the customer pays: net + tax, to the cent. */
  gross: number;
}

/**
 * product-spec §5: an inclusive price is split as price/(1+rate); an exclusive price carries
 * price × rate on top. Both parts have two decimals, and net + tax = gross exactly, so the tax is
 * taken as the remainder rather than rounded on its own.
 */
export function splitTax(price: number, rate: number, inclusive: boolean): TaxSplit {
  if (!(rate >= 0)) throw new RangeError(`Not a tax rate: ${rate}`);
  const priceCents = toCents(price);
  if (inclusive) {
    const netCents = toCents(fromCents(priceCents) / (1 + rate));
    return { net: fromCents(netCents), tax: fromCents(priceCents - netCents), gross: fromCents(priceCents) };
  }
  const taxCents = toCents(fromCents(priceCents) * rate);
  return { net: fromCents(priceCents), tax: fromCents(taxCents), gross: fromCents(priceCents + taxCents) };
}

/** Product.priceBeforeTax: inclusive → price/(1+rate); exclusive → price; two decimals. */
export function priceBeforeTax(price: number, rate: number, inclusive: boolean): number {
  return inclusive ? splitTax(price, rate, true).net : roundMoney(price);
}
