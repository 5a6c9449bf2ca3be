import { businessDateOf, utcOffsetHoursOf } from '@dukani/domain';

/** The shop's calendar day (YYYY-MM-DD) of an ISO timestamp. */
export const shopDayOf = (country: string, timestamp: string) => businessDateOf(country, new Date(timestamp));

/**
 * A day picked in a form as the API's timestamp (ISO with the shop's offset), at noon so that the shop's day
 * is the same whichever zone the browser is in.
 */
export function shopNoonOf(country: string, day: string): string {
  const offset = utcOffsetHoursOf(country);
  return `${day}T12:00:00${offset >= 0 ? '+' : '-'}${String(Math.abs(offset)).padStart(2, '0')}:00`;
}
