/**
 * Where this process is in its life, for the load balancer's readiness check (GET /api/ready): `starting` until the
 * app is built, `migrating` while it waits for the migrations (another process's lock, or the separate migrate step),
 * `serving`, and `draining` from SIGTERM on, while the requests in flight finish.
 */
export type Phase = 'starting' | 'migrating' | 'serving' | 'draining';

export class Readiness {
  private current: Phase = 'starting';
  private readonly listeners = new Set<(phase: Phase) => void>();

  get phase(): Phase {
    return this.current;
  }

  get isServing(): boolean {
    return this.current === 'serving';
  }

  /** Draining is for good: nothing brings a process back from it. */
  set(phase: Phase): void {
    if (this.current === 'draining' || this.current === phase) return;
    this.current = phase;
    for (const listener of this.listeners) listener(phase);
  }

  onChange(listener: (phase: Phase) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The one version string /api/health and /api/ready report. */
export const API_VERSION = '0.1.0';
