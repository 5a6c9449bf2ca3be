/**
 * What the operator's monitoring reads of the backups (GET /metrics): when the last backup succeeded and how many
 * failed since the process started. One per process, like the backups it describes. A metrics registry (prom-client)
 * can read `backupStatus.snapshot()` in a gauge's collect() instead of these text lines.
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

/** The backup lines of the Prometheus text format; a success time of 0 means none since the start. */
export function backupMetricLines(): string {
  const seconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : 0);
  return [
    '# HELP dukani_backup_last_success_timestamp_seconds When the last backup was written and verified (Unix time; 0: none since the start).',
    '# TYPE dukani_backup_last_success_timestamp_seconds gauge',
    `dukani_backup_last_success_timestamp_seconds ${seconds(lastSuccessAt)}`,
    '# HELP dukani_backup_last_failure_timestamp_seconds When a backup last failed (Unix time; 0: none since the start).',
    '# TYPE dukani_backup_last_failure_timestamp_seconds gauge',
    `dukani_backup_last_failure_timestamp_seconds ${seconds(lastFailureAt)}`,
    '# HELP dukani_backup_failures_total Backups that failed since the process started.',
    '# TYPE dukani_backup_failures_total counter',
    `dukani_backup_failures_total ${failures}`,
    '',
  ].join('\n');
}
