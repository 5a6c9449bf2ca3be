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
  if (issue === 'notPositive') throw invalid(field, `${field} must be more than 0`);
  if (issue === 'wholeUnits') {
    const unitName = findUnit(unit.unitId ?? 0)?.name ?? 'Piece';
    throw invalid(field, `${field}: ${unit.name} is ${unit.use} in whole ${pluralOf(unitName)}, not ${quantity}`);
  }
  if (issue === 'decimals') throw invalid(field, `${field}: ${unit.name} takes at most 3 decimals, not ${quantity}`);
}
