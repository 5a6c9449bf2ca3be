export interface Unit {
  id: number;
  name: string;
  /** The eTIMS quantity unit (specs/etims-oscu.md §4.4) a product in this unit defaults to. */
  quantityUnitCode: string;
  /** Sold by measure (1.25 kg, 0.5 litre); every other unit is counted in whole units. */
  measured?: true;
}

/** The fixed, system-wide unit list of I7 (API.md §3.3 #28): units have no create call. */
export const UNITS: readonly Unit[] = [
  { id: 1, name: 'Piece', quantityUnitCode: 'U' },
  { id: 2, name: 'Kilogram', quantityUnitCode: 'KG', measured: true },
  { id: 3, name: 'Gram', quantityUnitCode: 'GRM', measured: true },
  { id: 4, name: 'Litre', quantityUnitCode: 'LTR', measured: true },
  { id: 5, name: 'Millilitre', quantityUnitCode: 'U', measured: true },
  { id: 6, name: 'Metre', quantityUnitCode: 'MTR', measured: true },
  { id: 7, name: 'Box', quantityUnitCode: 'BX' },
  { id: 8, name: 'Packet', quantityUnitCode: 'PA' },
  { id: 9, name: 'Dozen', quantityUnitCode: 'DZ' },
  { id: 10, name: 'Bag', quantityUnitCode: 'BG' },
  { id: 11, name: 'Bottle', quantityUnitCode: 'U' },
  { id: 12, name: 'Carton', quantityUnitCode: 'BX' },
  { id: 13, name: 'Pair', quantityUnitCode: 'PR' },
  { id: 14, name: 'Set', quantityUnitCode: 'SET' },
  { id: 15, name: 'Roll', quantityUnitCode: 'RO' },
  { id: 16, name: 'Tin', quantityUnitCode: 'CA' },
  { id: 17, name: 'Hour', quantityUnitCode: 'U', measured: true },
  { id: 18, name: 'Service', quantityUnitCode: 'U' },
];

export const findUnit = (id: number) => UNITS.find((unit) => unit.id === id);
export const findUnitByName = (name: string) => UNITS.find((unit) => unit.name.toLowerCase() === name.trim().toLowerCase());

/** Quantities keep 3 decimals (0.125 kg); money keeps 2. */
export const QUANTITY_DECIMALS = 3;

export type QuantityIssue = 'notPositive' | 'wholeUnits' | 'decimals';

/**
 * Why a quantity cannot be sold, bought or counted in this unit, or null when it can. Pieces, packets and boxes
 * are whole (2.5 pieces is a typing mistake, not a sale); measured units take up to 3 decimals. A product
 * with no unit is treated as measured, so nothing that sold before is refused now.
 */
export function quantityIssue(quantity: number, unitId: number | null | undefined): QuantityIssue | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return 'notPositive';
  const unit = unitId == null ? undefined : findUnit(unitId);
  if (unit && !unit.measured && !Number.isInteger(quantity)) return 'wholeUnits';
  if (Math.abs(quantity * 10 ** QUANTITY_DECIMALS - Math.round(quantity * 10 ** QUANTITY_DECIMALS)) > 1e-6) return 'decimals';
  return null;
}

/** Whether a unit's quantities may have decimals (the till's and forms' input mode). */
export const isMeasuredUnit = (unitId: number | null | undefined) => unitId == null || Boolean(findUnit(unitId)?.measured);
