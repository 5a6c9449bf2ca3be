import { useCallback, useRef } from 'react';

/**
 * API.md §1.8: one Idempotency-Key per user action. Sending the same body again (a retry after a
 * dropped connection) reuses the key, so the server replays instead of moving stock twice; a changed
 * body is a new action and gets a new key (reusing it would be 409 IDEMPOTENCY_REUSED).
 */
export function useIdempotencyKey() {
  const last = useRef<{ key: string; fingerprint: string } | null>(null);
  /** The key for this body: the previous one when the body is unchanged. */
  const keyFor = useCallback((body: unknown) => {
    const fingerprint = JSON.stringify(body ?? null);
    if (last.current?.fingerprint !== fingerprint) last.current = { key: crypto.randomUUID(), fingerprint };
    return last.current.key;
  }, []);
  /** After a success the action is over: the next submit, even with the same body, is a new one. */
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
