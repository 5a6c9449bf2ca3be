/** Where a heartbeat reports a renewal that failed or found the lease gone. */
export interface HeartbeatLog {
  warn(details: object, message: string): void;
}

export interface Heartbeat {
  /** Stop renewing; resolves once a renewal in flight has finished, so nothing writes after its owner is done. */
  stop(): Promise<void>;
}

/**
 * Renew a lease every `everyMs` while its owner works: `renew` answers false when the lease is no longer ours
 * (it ran out and another process took the work over), which is logged once and ends the renewals. A lease is
 * kept short (a dead process frees its work soon) and renewed often (a slow live one keeps it), which a single
 * long lease cannot do both of. The timer does not hold the process open.
 */
export function startHeartbeat(renew: () => Promise<boolean>, everyMs: number, log: HeartbeatLog, details: object): Heartbeat {
  let inFlight: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (inFlight || stopped) return;
    inFlight = renew()
      .then((isOurs) => {
        if (isOurs || stopped) return;
        stopped = true;
        clearInterval(timer);
        log.warn(details, 'lease lost while its work was still running');
      })
      .catch((err: unknown) => log.warn({ ...details, err }, 'lease renewal failed'))
      .finally(() => {
        inFlight = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}
