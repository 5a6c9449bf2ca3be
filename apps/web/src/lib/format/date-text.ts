/**
 * Calendar dates typed and shown in the user's locale: 31/01/2030 in Nairobi and Madrid, 31.01.2030 in Berlin,
 * never the browser's own date input (month-first in an English browser) or the stored 2030-01-31.
 */
type Part = 'day' | 'month' | 'year';

/** The order of day, month and year and the separator the locale writes a date with. */
export function datePattern(locale: string): { order: Part[]; separator: string } {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(Date.UTC(2030, 0, 31));
  const order = parts
    .filter((p): p is Intl.DateTimeFormatPart & { type: Part } => p.type === 'day' || p.type === 'month' || p.type === 'year')
    .map((p) => p.type);
  return { order, separator: parts.find((p) => p.type === 'literal')?.value ?? '/' };
}

/** A stored yyyy-mm-dd as the locale writes it ("31/01/2030"); anything else is shown as it is. */
export function formatDateText(isoDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const { order, separator } = datePattern(locale);
  const values: Record<Part, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  return order.map((part) => values[part]).join(separator);
}

/** The yyyy-mm-dd a typed date means in the locale, or null when it is not a real calendar date. */
export function parseDateText(text: string, locale: string): string | null {
  const pieces = text
    .trim()
    .split(/[^\d]+/)
    .filter(Boolean);
  const { order } = datePattern(locale);
  if (pieces.length !== 3) return null;
  const values = Object.fromEntries(order.map((part, index) => [part, Number(pieces[index])])) as Record<Part, number>;
  const year = values.year < 100 ? 2000 + values.year : values.year;
  const at = new Date(Date.UTC(year, values.month - 1, values.day));
  if (year < 1900 || at.getUTCMonth() !== values.month - 1 || at.getUTCDate() !== values.day) return null;
  return at.toISOString().slice(0, 10);
}
