import { adjustmentToChange, applyStockChange, type StockAdjustmentType } from '@dukani/domain';
import type { MovementType, Product } from '@dukani/contracts';

/** Reasons offered for a correction; stored in English and shown translated (see reasonLabelKey). */
export const STOCK_REASONS = ['Damaged', 'Expired', 'Lost or stolen', 'Stock count', 'Returned', 'Other'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

const REASON_KEYS: Record<StockReason, string> = {
  Damaged: 'damaged',
  Expired: 'expired',
  'Lost or stolen': 'lost',
  'Stock count': 'count',
  Returned: 'returned',
  Other: 'other',
};

/** The i18n key of a reason the dialog offered, or null for free text typed by a user. */
export function reasonLabelKey(reason: string): string | null {
  const key = REASON_KEYS[reason as StockReason];
  return key ? `stock.reasons.${key}` : null;
}

/** "Damaged" + "glass broke" is stored as "Damaged: glass broke"; "Other" stores only the text. */
export function composeReason(choice: StockReason, details: string | null | undefined): string {
  const text = (details ?? '').trim();
  if (choice === 'Other') return text;
  return text ? `${choice}: ${text}` : choice;
}

/** A stored reason split back into the offered part (translated on screen) and the user's own words. */
export function splitReason(reason: string): { choice: StockReason | null; details: string } {
  for (const choice of STOCK_REASONS) {
    if (choice === 'Other') continue;
    if (reason === choice) return { choice, details: '' };
    if (reason.startsWith(`${choice}: `)) return { choice, details: reason.slice(choice.length + 2) };
  }
  return { choice: null, details: reason };
}

export type AdjustmentType = StockAdjustmentType;

/** The quantity after a correction, computed by the domain exactly as I29 stores it. */
export function quantityAfter(current: number, type: AdjustmentType, qty: number): number {
  return applyStockChange(current, adjustmentToChange(type, qty));
}

/** The quantity a movement starts from: the chosen variant's, else the product's. */
export function currentQuantity(product: Product, variantId: number | null | undefined): number {
  if (!variantId) return product.quantity;
  return product.variants.find((v) => v.id === variantId)?.quantity ?? 0;
}

/** Movements that add stock read green, those that take it away read red; a count is neutral. */
export function movementColor(type: MovementType): 'success' | 'error' | 'primary' | 'info' | 'warning' {
  switch (type) {
    case 'Increase':
    case 'Receive':
    case 'Purchase':
    case 'StockIn':
      return 'success';
    case 'Opening':
    case 'Refund':
    case 'Void':
      return 'info';
    case 'Decrease':
    case 'StockOut':
      return 'error';
    case 'Sale':
    case 'Reset':
      return 'warning';
    case 'Set':
      return 'primary';
  }
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/**
 * A datetime-local value ("2025-03-01T14:05") as ISO-8601 with an offset (API.md §1.6): the shop's (`utcOffsetHours`,
 * its country's fixed offset), since the time typed is read off the shop's clock; the device's when no shop is known.
 */
export function toIsoWithOffset(local: string, utcOffsetHours?: number): string {
  if (utcOffsetHours !== undefined) {
    const sign = utcOffsetHours >= 0 ? '+' : '-';
    return `${local.slice(0, 16)}:00${sign}${pad(Math.trunc(utcOffsetHours))}:${pad(Math.round((utcOffsetHours % 1) * 60))}`;
  }
  const date = new Date(local);
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:00` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** Now as a datetime-local value on the shop's clock (the device's when no shop is known): a delivery's default and latest date. */
export function nowLocal(now = new Date(), utcOffsetHours?: number): string {
  if (utcOffsetHours !== undefined) return new Date(now.getTime() + utcOffsetHours * 3_600_000).toISOString().slice(0, 16);
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
