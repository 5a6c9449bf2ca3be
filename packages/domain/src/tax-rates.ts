export type TaxCountry = 'KE' | 'UG' | 'RW';

export interface TaxRate {
  /** Stable across the system: products store it and I26 returns it. */
  taxId: number;
  taxCode: string;
  /** A fraction: 0.16 is 16 % (API.md §1.7). */
  taxRate: number;
  name: string;
}

/**
 * VAT bands per country. Kenya's are eTIMS's tax types (specs/etims-oscu.md §4.2); Uganda (URA EFRIS)
 * and Rwanda (RRA EBM) use the same letters with their standard rate of 18 %.
 */
export const VAT_RATES: Record<TaxCountry, readonly TaxRate[]> = {
  KE: [
    { taxId: 1, taxCode: 'A', taxRate: 0, name: 'A-Exempt' },
    { taxId: 2, taxCode: 'B', taxRate: 0.16, name: 'B-VAT 16%' },
    { taxId: 3, taxCode: 'C', taxRate: 0, name: 'C-Zero Rated' },
    { taxId: 4, taxCode: 'D', taxRate: 0, name: 'D-Non VAT' },
    { taxId: 5, taxCode: 'E', taxRate: 0.08, name: 'E-VAT 8%' },
  ],
  UG: [
    { taxId: 11, taxCode: 'A', taxRate: 0, name: 'A-Exempt' },
    { taxId: 12, taxCode: 'B', taxRate: 0.18, name: 'B-VAT 18%' },
    { taxId: 13, taxCode: 'C', taxRate: 0, name: 'C-Zero Rated' },
    { taxId: 14, taxCode: 'D', taxRate: 0, name: 'D-Non VAT' },
  ],
  RW: [
    { taxId: 21, taxCode: 'A', taxRate: 0, name: 'A-Exempt' },
    { taxId: 22, taxCode: 'B', taxRate: 0.18, name: 'B-VAT 18%' },
    { taxId: 23, taxCode: 'C', taxRate: 0, name: 'C-Zero Rated' },
    { taxId: 24, taxCode: 'D', taxRate: 0, name: 'D-Non VAT' },
  ],
};

/** The standard band a new product gets when the caller names none. */
export const DEFAULT_TAX_CODE = 'B';

export function taxRatesFor(country: string): readonly TaxRate[] {
  return VAT_RATES[country as TaxCountry] ?? VAT_RATES.KE;
}

/** Find a band of the country by id or by code (id wins when both are given). */
export function findTaxRate(country: string, by: { taxId?: number | null; taxCode?: string | null }): TaxRate | undefined {
  const rates = taxRatesFor(country);
  if (by.taxId) return rates.find((rate) => rate.taxId === by.taxId);
  if (by.taxCode) return rates.find((rate) => rate.taxCode === by.taxCode!.trim().toUpperCase());
  return rates.find((rate) => rate.taxCode === DEFAULT_TAX_CODE);
}
