/** Exponential backoff: `baseMs`, then doubling after each failure, never more than `maxMs`. */
export function exponentialBackoff({ baseMs, maxMs }: { baseMs: number; maxMs: number }) {
  return (failedAttempts: number) => Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

/** 5 s, 10 s, 20 s … up to an hour: the default of every kind. */
export const retryDelayMs = exponentialBackoff({ baseMs: 5_000, maxMs: 60 * 60_000 });

/** Up to a quarter more, at random, so jobs that failed together (an outage) do not all come back at once. */
export const JITTER_FRACTION = 0.25;

export const withJitter = (delayMs: number, random: () => number) => Math.round(delayMs * (1 + JITTER_FRACTION * random()));
