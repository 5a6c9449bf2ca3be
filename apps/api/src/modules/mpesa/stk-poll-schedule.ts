/**
 * When we ask M-Pesa about a prompt nobody has heard back from (specs/mpesa-daraja.md §7.2): first at
 * +20 s, then every 15 s until the customer surely answered or timed out (+3 min), then every 5 min for a
 * day (NEEDS_RECONCILIATION in the spec's terms), after which a person has to look.
 */
export const FIRST_QUERY_AFTER_MS = 20_000;
export const POLL_EVERY_MS = 15_000;
export const POLL_DEADLINE_MS = 3 * 60_000;
export const RECONCILE_EVERY_MS = 5 * 60_000;
export const RECONCILE_FOR_MS = 24 * 60 * 60_000;

/** J5 queries inline only when the last query (by anyone) is at least this old. */
export const INLINE_QUERY_MIN_GAP_MS = 10_000;
/** J5 polls every 3 s; its inline query must not keep the till waiting long. */
export const INLINE_QUERY_TIMEOUT_MS = 5_000;

/** The next query time of a request still unknown, or null once it is time to hand it to a person. */
export function nextQueryAt(createdOn: Date, now: Date): Date | null {
  const age = now.getTime() - createdOn.getTime();
  if (age < POLL_DEADLINE_MS) return new Date(now.getTime() + POLL_EVERY_MS);
  if (age < RECONCILE_FOR_MS) return new Date(now.getTime() + RECONCILE_EVERY_MS);
  return null;
}
