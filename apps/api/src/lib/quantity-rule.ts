import { findUnit, quantityIssue } from '@dukani/domain';
import { invalid } from './app-error';

/** What is done with the quantity, for the sentence: a cashier sells, a stock-keeper counts. */
export type QuantityUse = 'sold' | 'counted';

const pluralOf = (unitName: string) => {
  const lower = unitName.toLowerCase();
  return /(x|s|ch|sh)$/.test(lower) ? `${lower}es` : `${lower}s`;
};

/**
 * Refuses a quantity its unit cannot hold, with a sentence a cashier can act on ("itemList[0].quantity:
 * Omo 1kg is sold in whole pieces"). The same rule as the till and the forms (`quantityIssue`), so a
 * request that skips the screen (an old till, the API, a CSV) cannot store 2.5 pieces.
 */
export function assertQuantityFits(field: string, quantity: number, unit: { unitId: number | null; name: string; use: QuantityUse }): void {
  const issue = quantityIssue(quantity, unit.unitId);
  if (issue === 'notPositive') throw invalid(field, 'quantity.notPositive');
  if (issue === 'wholeUnits') {
    const units = pluralOf(findUnit(unit.unitId ?? 0)?.name ?? 'Piece');
    const key = unit.use === 'sold' ? 'quantity.wholeSold' : 'quantity.wholeCounted';
    throw invalid(field, key, { name: unit.name, units, quantity: String(quantity) });
  }
  if (issue === 'decimals') throw invalid(field, 'quantity.decimals', { name: unit.name, quantity: String(quantity) });
}
