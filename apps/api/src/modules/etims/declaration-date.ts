/**
 * KRA writes a customs declaration's day as ddMMyyyy ("15032025"); API.md 1.6 gives every date as YYYY-MM-DD. P10
 * answers the API's form and P11 takes either, and the authority is always sent its own form back (§5.13), so a line is
 * matched by the day whichever form the caller kept.
 */
const KRA_DAY = /^(\d{2})(\d{2})(\d{4})$/;
const API_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "15032025" → "2025-03-15"; a day the authority wrote some other way is passed on as it came. */
export function declarationDayOf(kraDay: string): string {
  const match = KRA_DAY.exec(kraDay.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : kraDay;
}

/** "2025-03-15" → "15032025"; a day given in KRA's own form stays as it is. */
export function kraDeclarationDay(day: string): string {
  const match = API_DAY.exec(day.trim());
  return match ? `${match[3]}${match[2]}${match[1]}` : day.trim();
}
