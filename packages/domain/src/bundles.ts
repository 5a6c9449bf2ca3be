import { fromCents, roundTo, toCents } from './money';

export interface BundleComponentLine {
  quantity: number;
  sellingPrice?: number | null;
}

/** What a bundle's items cost bought one by one: each line rounded to the cent, then summed in cents. */
export function componentsTotal(lines: readonly BundleComponentLine[]): number {
  let cents = 0;
  for (const line of lines) {
    const quantity = Number.isFinite(line.quantity) ? line.quantity : 0;
    cents += toCents((line.sellingPrice ?? 0) * quantity);
  }
  return fromCents(cents);
}

/** The customer's saving against buying the items separately; negative when the bundle costs more. */
export function bundleSaving(total: number, price: number): { amount: number; percent: number } {
  const amount = fromCents(toCents(total) - toCents(price));
  return { amount, percent: total > 0 ? roundTo((amount / total) * 100, 1) : 0 };
}
