/** What a spreadsheet may run as a formula when a cell starts with it (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell of text (RFC 4180 quoting). Text that starts with = + - @, a tab or a carriage return is
 * prefixed with an apostrophe, so a spreadsheet never runs a name or note somebody typed as a formula.
 */
export function csvTextCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
