import { utcOffsetHoursOf } from '@dukani/domain';
import { invalid } from './app-error';

/** 'YYYY-MM-DD' → [year, month, day], refusing dates that do not exist (2025-02-30). */
export function parseDay(value: string, field: string): [number, number, number] {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw invalid(field, 'date.notCalendarDate', { value });
  }
  return [year, month, day];
}

/**
 * API.md §1.6: StartDate and EndDate are inclusive calendar days in the business's zone (KE/UG UTC+3,
 * RW UTC+2). Returns the UTC instants [from, to) that cover them; either end may be open.
 */
export function businessDayRange(country: string, startDate?: string, endDate?: string): { from?: Date; to?: Date } {
  const offsetHours = utcOffsetHoursOf(country);
  const midnight = (value: string, field: string, plusDays: number) => {
    const [year, month, day] = parseDay(value, field);
    return new Date(Date.UTC(year, month - 1, day + plusDays) - offsetHours * 3_600_000);
  };
  const from = startDate ? midnight(startDate, 'StartDate', 0) : undefined;
  const to = endDate ? midnight(endDate, 'EndDate', 1) : undefined;
  if (from && to && startDate && endDate && from >= to) throw invalid('StartDate', 'date.startAfterEnd', { start: startDate, end: endDate });
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
