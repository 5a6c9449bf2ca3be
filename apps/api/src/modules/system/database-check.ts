/**
 * The database half of /api/health and /api/ready. It asks the database at most once a second, and callers that arrive
 * while it asks share the answer: a load balancer or a monitor polling many times a second then costs no query each (a
 * health check must not be what loads the database).
 *
 * Within `staleForMs` of the last good answer a caller does not wait for the new one it starts: it is answered from the
 * last. Otherwise one caller a second waited behind whatever the database was doing; on PGlite, whose statements take
 * turns on the request thread, that was every queued statement of the selling tills (issue 37 item 3: the health
 * check's p99 was that wait). A failed check is never kept: until one succeeds again every caller waits for a check,
 * so an outage shows at the first call after a check fails, and a database that hangs shows once the last good answer
 * is `staleForMs` old.
 */
export function databaseCheck(ask: () => Promise<unknown>, options: { freshForMs?: number; staleForMs?: number; now?: () => number } = {}) {
  const { freshForMs = 1000, staleForMs = 5000, now = () => performance.now() } = options;
  let checkedAt = -Infinity;
  let asking: Promise<void> | null = null;
  return async (): Promise<void> => {
    const age = now() - checkedAt;
    if (age < freshForMs) return;
    asking ??= ask().then(
      () => {
        checkedAt = now();
        asking = null;
      },
      (err: unknown) => {
        checkedAt = -Infinity;
        asking = null;
        throw err;
      },
    );
    if (age < staleForMs) {
      // Answered from the last good check; this one's failure is for the next caller to meet.
      asking.catch(() => undefined);
      return;
    }
    await asking;
  };
}
