import { roundTo } from './money';

/** Quantities keep 3 decimals (API.md §1.7). */
export const roundQuantity = (value: number) => roundTo(value, 3);

export type StockAdjustmentType = 'Increase' | 'Decrease' | 'Set';

/** 'add': quantity is a signed change. 'set': quantity is the new count. */
export interface StockChange {
  mode: 'add' | 'set';
  quantity: number;
}

/** I29's correction as a change: Increase adds qty, Decrease takes it away, Set makes qty the count. */
export function adjustmentToChange(type: StockAdjustmentType, qty: number): StockChange {
  if (type === 'Set') return { mode: 'set', quantity: qty };
  return { mode: 'add', quantity: type === 'Decrease' ? -qty : qty };
}

/** The quantity after a change, as the server stores it and the stock dialog previews it. */
export function applyStockChange(current: number, change: StockChange): number {
  if (!Number.isFinite(change.quantity)) return current;
  return roundQuantity(change.mode === 'set' ? change.quantity : current + change.quantity);
}
