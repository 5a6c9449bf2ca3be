import { roundMoney, sumMoney } from '@dukani/domain';
import { TAX_TYPES, type TaxType } from './protocol';
import type { PerClassAmounts } from './schemas/common';
import type { CodeClass } from './schemas/reference';

/**
 * §7: KRA accepts two readings of a line's tax. `inclusive` (KRA's samples, our POS prices): the price holds
 * the VAT, tax = taxable × r / (100 + r), total = taxable. `exclusive` (Odoo): tax = taxable × r / 100,
 * total = taxable + tax. One switch, so it can be flipped if the authority asks for the other.
 */
export type TaxConvention = 'inclusive' | 'exclusive';
export type TaxRates = Readonly<Record<TaxType, number>>;

export interface LineAmountInput {
  prc: number;
  qty: number;
  taxTyCd: TaxType;
  /** Give the rate or the amount of the discount, not both; neither means no discount. */
  dcRt?: number;
  dcAmt?: number;
}

export interface LineAmounts {
  splyAmt: number;
  dcRt: number;
  dcAmt: number;
  taxblAmt: number;
  taxAmt: number;
  totAmt: number;
}

/** Tax and total of one line from its taxable amount; each figure is rounded per line, then lines are summed. */
export function computeLineTax(taxblAmt: number, rate: number, convention: TaxConvention = 'inclusive'): { taxAmt: number; totAmt: number } {
  if (convention === 'inclusive') return { taxAmt: roundMoney((taxblAmt * rate) / (100 + rate)), totAmt: taxblAmt };
  const taxAmt = roundMoney((taxblAmt * rate) / 100);
  return { taxAmt, totAmt: sumMoney([taxblAmt, taxAmt]) };
}

/** splyAmt = prc × qty, discount, taxable = supply − discount, then tax per the convention (§7). */
export function computeLineAmounts(input: LineAmountInput, rates: TaxRates, convention: TaxConvention = 'inclusive'): LineAmounts {
  const splyAmt = roundMoney(input.prc * input.qty);
  let dcAmt = 0;
  let dcRt = 0;
  if (input.dcAmt !== undefined && input.dcAmt !== 0) {
    dcAmt = roundMoney(input.dcAmt);
    // The rate is only informative when the amount is given: KRA checks the amounts.
    dcRt = splyAmt === 0 ? 0 : roundMoney((dcAmt / splyAmt) * 100);
  } else if (input.dcRt !== undefined && input.dcRt !== 0) {
    dcRt = input.dcRt;
    dcAmt = roundMoney((splyAmt * dcRt) / 100);
  }
  const taxblAmt = sumMoney([splyAmt, -dcAmt]);
  return { splyAmt, dcRt, dcAmt, taxblAmt, ...computeLineTax(taxblAmt, rates[input.taxTyCd], convention) };
}

export interface DocumentTotals extends PerClassAmounts {
  totItemCnt: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
}

export interface SummariseOptions {
  convention?: TaxConvention;
  /**
   * Rate to send for a class with no lines: the code-list rate (Odoo, and §14.3's example) or 0 (Navari).
   * KRA accepts both; default code-list.
   */
  unusedClassRate?: 'code-list' | 'zero';
}

/** The header of a sale, credit note or purchase from its lines (§7 header aggregation). */
export function summariseLines(
  lines: readonly { taxTyCd: TaxType; taxblAmt: number; taxAmt: number }[],
  rates: TaxRates,
  options: SummariseOptions = {},
): DocumentTotals {
  const perClass = {} as PerClassAmounts;
  for (const type of TAX_TYPES) {
    const ofType = lines.filter((line) => line.taxTyCd === type);
    perClass[`taxblAmt${type}` as const] = sumMoney(ofType.map((line) => line.taxblAmt));
    perClass[`taxAmt${type}` as const] = sumMoney(ofType.map((line) => line.taxAmt));
    perClass[`taxRt${type}` as const] = options.unusedClassRate === 'zero' && ofType.length === 0 ? 0 : rates[type];
  }
  const totTaxblAmt = sumMoney(lines.map((line) => line.taxblAmt));
  const totTaxAmt = sumMoney(lines.map((line) => line.taxAmt));
  const totAmt = (options.convention ?? 'inclusive') === 'inclusive' ? totTaxblAmt : sumMoney([totTaxblAmt, totTaxAmt]);
  return { ...perClass, totItemCnt: lines.length, totTaxblAmt, totTaxAmt, totAmt };
}

/** Rates from a selectCodeList answer (class 04, userDfnCd1); classes the list lacks keep §4.2's figure. */
export function taxRatesFromCodeList(classes: readonly CodeClass[], fallback: TaxRates): TaxRates {
  const rates: Record<TaxType, number> = { ...fallback };
  for (const code of classes.find((codeClass) => codeClass.cdCls === '04')?.dtlList ?? []) {
    const rate = Number(code.userDfnCd1);
    if ((TAX_TYPES as readonly string[]).includes(code.cd) && code.userDfnCd1 !== null && Number.isFinite(rate)) rates[code.cd as TaxType] = rate;
  }
  return rates;
}
