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

/**
 * The separators of the locales the app writes numbers in (web `formatLocaleOf`: en-KE, en-UG, en-RW, es-419, de),
 * as ICU has them: a test holds them to Intl. With them, numbers are written and read without Intl.NumberFormat,
 * whose first use in a page costs ~140 ms of a 4×-slowed phone's main thread (ICU loading its number data): a
 * third of the till's first render.
 */
const knownSeparators = (locale: string): NumberSeparators | undefined =>
  locale === 'de' ? { group: '.', decimal: ',' } : /^(en-(KE|UG|RW)|es-419)$/.test(locale) ? { group: ',', decimal: '.' } : undefined;

/**
 * `value` as Intl.NumberFormat writes it with these decimals, for a known locale: rounded half away from zero on
 * the number's shortest decimal form (1.005 → "1.01", as ICU does, where toFixed gives "1.00"), grouped in threes.
 * Null where this path does not reach (another locale, 1e12 or more, more than 3 decimals, an exponent form, not a
 * number): ask Intl.
 */
export function plainNumberText(value: number, locale: string, minDecimals: number, maxDecimals: number): string | null {
  const separators = knownSeparators(locale);
  const shortest = String(Math.abs(value));
  if (!separators || !(Math.abs(value) < 1e12) || maxDecimals > 3 || shortest.includes('e')) return null;
  const [whole = '', fraction = ''] = shortest.split('.');
  // Below 1e12 with at most 3 decimals, the scaled integer stays under 2^53: exact.
  const units = Number(whole + fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0')) + (Number(fraction[maxDecimals] ?? 0) >= 5 ? 1 : 0);
  const digits = String(units).padStart(maxDecimals + 1, '0');
  const cut = digits.length - maxDecimals;
  const decimals = digits.slice(cut).replace(/0+$/, '').padEnd(minDecimals, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + digits.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, separators.group) + (decimals ? separators.decimal + decimals : '');
}

export function numberSeparators(locale: string): NumberSeparators {
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  const known = knownSeparators(locale);
  if (known) return known;
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

/**
 * The value as the screens show it: 1200 → "1,200.00" (en-KE), "1.200,00" (de); `decimals` fixed (money: 2), else
 * up to 3 (quantities). The app's own locales skip Intl (plainNumberText): a till's first render formats a hundred.
 */
export function formatNumberText(value: number, locale: string, decimals?: number): string {
  return (
    plainNumberText(value, locale, decimals ?? 0, decimals ?? 3) ??
    new Intl.NumberFormat(locale, { minimumFractionDigits: decimals ?? 0, maximumFractionDigits: decimals ?? 3 }).format(value)
  );
}
