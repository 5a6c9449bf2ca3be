/**
 * The billing clock: real time plus an offset. Plans, invoices and expiry read it, so a test (or a test
 * server, through POST /api/Dev/MoveClock) can reach a plan's end without waiting a month. Tokens,
 * rate limits and M-Pesa timing keep real time. One per process: a test file runs in its own worker.
 */
let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  setOffset(ms: number): void {
    offsetMs = ms;
  },
  advanceDays(days: number): void {
    offsetMs += days * 86_400_000;
  },
  offsetMs(): number {
    return offsetMs;
  },
};
