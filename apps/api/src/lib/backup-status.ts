import { Gauge, type Registry } from 'prom-client';

/**
 * What the operator's monitoring reads of the backups (GET /metrics): when the last backup succeeded and how many
 * failed since the process started. One per process, like the backups it describes.
 */
let lastSuccessAt: Date | null = null;
let lastFailureAt: Date | null = null;
let failures = 0;

export const backupStatus = {
  recordSuccess(at: Date = new Date()): void {
    lastSuccessAt = at;
  },
  recordFailure(at: Date = new Date()): void {
    lastFailureAt = at;
    failures += 1;
  },
  snapshot(): { lastSuccessAt: Date | null; lastFailureAt: Date | null; failures: number } {
    return { lastSuccessAt, lastFailureAt, failures };
  },
};

/** The backup gauges on /metrics, read from this process's status when scraped; a time of 0 means none since the start. */
export function registerBackupMetrics(registry: Registry): void {
  const seconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : 0);
  new Gauge({
    name: 'dukani_backup_last_success_timestamp_seconds',
    help: 'When the last backup was written and verified (Unix time; 0: none since the start)',
    registers: [registry],
    collect() {
      this.set(seconds(backupStatus.snapshot().lastSuccessAt));
    },
  });
  new Gauge({
    name: 'dukani_backup_last_failure_timestamp_seconds',
    help: 'When a backup last failed (Unix time; 0: none since the start)',
    registers: [registry],
    collect() {
      this.set(seconds(backupStatus.snapshot().lastFailureAt));
    },
  });
  // A gauge, not a Counter: the count lives in backupStatus (one per process), the registry only reads it.
  new Gauge({
    name: 'dukani_backup_failures_total',
    help: 'Backups that failed since the process started',
    registers: [registry],
    collect() {
      this.set(backupStatus.snapshot().failures);
    },
  });
}
