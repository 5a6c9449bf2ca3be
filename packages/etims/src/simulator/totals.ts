import { sumMoney } from '@dukani/domain';
import { TAX_TYPES, type TaxType } from '../protocol';
import type { PerClassAmounts } from '../schemas/common';
import { taxRateOf, type SimContext } from './context';

interface CheckedLine {
  prc: number;
  qty: number;
  splyAmt: number;
  dcAmt: number;
  taxTyCd: TaxType;
  taxblAmt: number;
  taxAmt: number;
  totAmt: number;
}

interface CheckedDocument extends PerClassAmounts {
  totItemCnt: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  itemList: readonly CheckedLine[];
}

const isNear = (actual: number, expected: number, tolerance: number) => Math.abs(actual - expected) <= tolerance + 1e-9;

/**
 * §7 simulator validation: the convention is read from the header (inclusive when totAmt ≈ totTaxblAmt,
 * exclusive when totAmt ≈ totTaxblAmt + totTaxAmt), then every line is checked with it. Returns the first
 * failing field, or null. Tolerances come from the config, so a test can tighten or relax them.
 */
export function findTotalsError(ctx: SimContext, doc: CheckedDocument): string | null {
  const config = ctx.state.config;
  const headerTolerance = config.headerToleranceBase + config.headerTolerancePerLine * doc.totItemCnt;
  // On a document of a few cents both readings can fall within the header tolerance: the closer one is the
  // convention it was built with (a 0.16 + 0.03 tax document totalling 0.19 is exclusive, not 0.03 off).
  const exclusiveTotal = sumMoney([doc.totTaxblAmt, doc.totTaxAmt]);
  const isInclusive = isNear(doc.totAmt, doc.totTaxblAmt, headerTolerance) && Math.abs(doc.totAmt - doc.totTaxblAmt) <= Math.abs(doc.totAmt - exclusiveTotal);
  if (!isInclusive && !isNear(doc.totAmt, exclusiveTotal, headerTolerance)) return 'totAmt';
  for (const type of TAX_TYPES) {
    const lines = doc.itemList.filter((line) => line.taxTyCd === type);
    if (!isNear(doc[`taxblAmt${type}`], sumMoney(lines.map((line) => line.taxblAmt)), headerTolerance)) return `taxblAmt${type}`;
    if (!isNear(doc[`taxAmt${type}`], sumMoney(lines.map((line) => line.taxAmt)), headerTolerance)) return `taxAmt${type}`;
    if (doc[`taxblAmt${type}`] !== 0 && doc[`taxRt${type}`] !== taxRateOf(ctx, type)) return `taxRt${type}`;
  }
  const perClass = (prefix: 'taxblAmt' | 'taxAmt') => sumMoney(TAX_TYPES.map((type) => doc[`${prefix}${type}`]));
  if (!isNear(doc.totTaxblAmt, perClass('taxblAmt'), headerTolerance)) return 'totTaxblAmt';
  if (!isNear(doc.totTaxAmt, perClass('taxAmt'), headerTolerance)) return 'totTaxAmt';
  if (config.totalsCheck === 'header') return null;
  const tolerance = config.lineTolerance;
  for (const [index, line] of doc.itemList.entries()) {
    const rate = taxRateOf(ctx, line.taxTyCd);
    const field = (name: string) => `itemList[${index}].${name}`;
    if (!isNear(line.splyAmt, line.prc * line.qty, tolerance)) return field('splyAmt');
    if (!isNear(line.taxblAmt, line.splyAmt - line.dcAmt, tolerance)) return field('taxblAmt');
    const expectedTax = isInclusive ? (line.taxblAmt * rate) / (100 + rate) : (line.taxblAmt * rate) / 100;
    if (!isNear(line.taxAmt, expectedTax, tolerance)) return field('taxAmt');
    if (!isNear(line.totAmt, isInclusive ? line.taxblAmt : line.taxblAmt + line.taxAmt, tolerance)) return field('totAmt');
  }
  return null;
}
