/** How long to wait, in the largest unit that still reads naturally. */
export interface WaitTime {
  value: number;
  unit: 'second' | 'minute' | 'hour';
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * A server's Retry-After (seconds) as a person reads it: "519 seconds" is "9 minutes". Always rounded
 * up, so someone who waits as long as told is never refused again. Under a minute stays in seconds;
 * up to two hours in minutes ("90 minutes" reads better than "2 hours" for 5,400 s); longer in hours.
 */
export function waitTimeOf(seconds: number): WaitTime {
  const whole = Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 1;
  if (whole < MINUTE) return { value: whole, unit: 'second' };
  if (whole <= 2 * HOUR) return { value: Math.ceil(whole / MINUTE), unit: 'minute' };
  return { value: Math.ceil(whole / HOUR), unit: 'hour' };
}

/** "9 minutes", "9 Minuten", "9 minutos": the wait in the reader's language (Intl's long unit names). */
export function formatWaitTime(seconds: number, locale: string): string {
  const { value, unit } = waitTimeOf(seconds);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
