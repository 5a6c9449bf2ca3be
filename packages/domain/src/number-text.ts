/**
 * Numbers typed by people: "1,200" in Nairobi, "1.200" in Berlin. The separators come from the same Intl data
 * the screens format with, so a value reads back the way it is shown. A text that could mean two values (a group
 * separator not followed by three digits, more decimals than the field keeps) is refused, never guessed: a price
 * silently shifted by a factor of 1,000 costs a shop real money.
 */
export interface NumberSeparators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, NumberSeparators>();

export function numberSeparators(locale: string): NumberSeparators {
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const separators = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  separatorCache.set(locale, separators);
  return separators;
}

export type NumberTextIssue = 'notANumber' | 'grouping' | 'decimals';

export type ParsedNumberText = { ok: true; value: number | null } | { ok: false; issue: NumberTextIssue };

export interface ParseNumberOptions {
  /** Money keeps 2, quantities 3; more typed decimals are refused rather than rounded away. */
  maxDecimals?: number;
}

// Spaces (also the no-break and narrow no-break ones some locales group with) and apostrophes always group.
const ALWAYS_GROUPING = /[\s\u00a0\u202f'’]/g;
const DIGITS = /^\d*$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Empty text is `null` (the field decides whether that is allowed). */
export function parseNumberText(text: string, locale: string, options: ParseNumberOptions = {}): ParsedNumberText {
  const { group, decimal } = numberSeparators(locale);
  let body = text.trim();
  if (body === '') return { ok: true, value: null };
  const negative = body.startsWith('-') || body.startsWith('\u2212');
  if (negative) body = body.slice(1);
  // Spaces group in every locale, under the same three-digit rule as the locale's own separator.
  const compact = body.replace(ALWAYS_GROUPING, group);
  const typedSpaces = compact !== body;
  // One lone group separator with not exactly three digits after it ("12,5" in Nairobi, "1.5" in Berlin) can only
  // be a decimal point typed on a keyboard that offers just that key.
  let normalised = compact;
  const [head = '', tail = '', ...rest] = compact.split(group);
  const loneGroup = rest.length === 0 && compact.includes(group) && !compact.includes(decimal) && !typedSpaces;
  if (loneGroup && /^\d+$/.test(head) && /^\d+$/.test(tail) && tail.length !== 3) normalised = compact.replace(group, decimal);
  const pieces = normalised.split(decimal);
  if (pieces.length > 2) return { ok: false, issue: 'notANumber' };
  const [whole = '', fraction = ''] = pieces;
  if (!DIGITS.test(fraction)) return { ok: false, issue: fraction.includes(group) ? 'grouping' : 'notANumber' };
  let digits = whole;
  if (whole.includes(group)) {
    if (!new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+$`).test(whole)) return { ok: false, issue: 'grouping' };
    digits = whole.split(group).join('');
  }
  if (!DIGITS.test(digits) || (digits === '' && fraction === '')) return { ok: false, issue: 'notANumber' };
  if (options.maxDecimals !== undefined && fraction.length > options.maxDecimals) return { ok: false, issue: 'decimals' };
  const value = Number(`${digits || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { ok: false, issue: 'notANumber' };
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/** The value as the screens show it: 1200 → "1,200.00" (en-KE), "1.200,00" (de). */
export function formatNumberText(value: number, locale: string, decimals?: number): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 3,
  }).format(value);
}
