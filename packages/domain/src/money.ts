/**
 * Money is held in integer minor units (cents) inside the domain so that sums are exact;
 * JSON and the database carry 2-decimal numbers. Rounding is half away from zero (DESIGN.md §2).
 */
export type Cents = number;

/**
 * The largest amount one price, line or sale may reach: far above any small shop's sale, and far below
 * what the NUMERIC(14,2) money columns hold, so no sum of lines can overflow them. The contracts'
 * money schema refuses larger inputs with the same figure.
 */
export const MAX_AMOUNT = 1_000_000_000;

/** 12.345 → 1235 cents; -12.345 → -1235. Guards against binary float noise (1.005 → 101). */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const scaled = Math.abs(amount) * 100;
  let rounded = Math.round(scaled);
  // Most amounts (every one read from a NUMERIC(14,2) column) land within float noise of a whole cent, where
  // rounding through 15 significant digits gives the same integer; the string round trip, ~7x slower, is for the
  // rest (1.005 * 100 = 100.49999999999999). Past 1e13 cents 15 digits no longer hold every integer.
  if (!(scaled < 1e13 && Math.abs(scaled - rounded) < 1e-6)) rounded = Math.round(Number(scaled.toPrecision(15)));
  // Never produce -0: a refund of "-0.00" must compare equal to nothing owed.
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}

export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** Round a money value to 2 decimals, half away from zero. */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount));
}

/** The exact sum of money amounts (added in cents, so 0.1 + 0.2 is 0.30, not 0.30000000000000004). */
export function sumMoney(amounts: readonly number[]): number {
  return fromCents(amounts.reduce<Cents>((sum, amount) => sum + toCents(amount), 0));
}

/** Round to n decimals half away from zero (rates: 6, quantities: 3). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.round(Number((Math.abs(value) * factor).toPrecision(15)));
  return (value < 0 && scaled !== 0 ? -scaled : scaled) / factor;
}

/**
 * An amount as the screens show it, for a file: 2 decimals from the exact cents, no thousands separator (a
 * spreadsheet reads "1234.50" as a number in any locale's import), never float noise (0.1 + 0.2 → "0.30").
 */
export function moneyText(amount: number): string {
  const cents = toCents(amount);
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
