export interface Unit {
  id: number;
  name: string;
  /** The eTIMS quantity unit (specs/etims-oscu.md §4.4) a product in this unit defaults to. */
  quantityUnitCode: string;
}

/** The fixed, system-wide unit list of I7 (API.md §3.3 #28): units have no create call. */
export const UNITS: readonly Unit[] = [
  { id: 1, name: 'Piece', quantityUnitCode: 'U' },
  { id: 2, name: 'Kilogram', quantityUnitCode: 'KG' },
  { id: 3, name: 'Gram', quantityUnitCode: 'GRM' },
  { id: 4, name: 'Litre', quantityUnitCode: 'LTR' },
  { id: 5, name: 'Millilitre', quantityUnitCode: 'U' },
  { id: 6, name: 'Metre', quantityUnitCode: 'MTR' },
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
  { id: 17, name: 'Hour', quantityUnitCode: 'U' },
  { id: 18, name: 'Service', quantityUnitCode: 'U' },
];

export const findUnit = (id: number) => UNITS.find((unit) => unit.id === id);
export const findUnitByName = (name: string) => UNITS.find((unit) => unit.name.toLowerCase() === name.trim().toLowerCase());
