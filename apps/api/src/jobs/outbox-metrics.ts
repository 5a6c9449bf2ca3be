import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { outboxJobs, type JobStatus } from './outbox.schema';

/** Done jobs are history, not backlog: they are left out (and housekeeping deletes them). */
const STATES: JobStatus[] = ['Queued', 'Running', 'Dead'];

/**
 * The outbox's backlog, read from the table when scraped (so every process reports the shared figure): jobs by state,
 * and how long the oldest job that is due has waited for a worker — the figure that says the workers fall behind.
 */
export function registerOutboxMetrics(app: FastifyInstance): void {
  // Both gauges come from one query; a scrape collects them side by side, so they share the one in flight.
  let reading: Promise<{ status: JobStatus; jobs: number; waited: number | null }[]> | null = null;
  const read = () =>
    (reading ??= app.db
      .select({
        status: outboxJobs.status,
        jobs: sql<number>`count(*)::int`,
        waited: sql<number | null>`extract(epoch from now() - min(${outboxJobs.nextAttemptAt}) filter (where ${outboxJobs.nextAttemptAt} <= now()))::float8`,
      })
      .from(outboxJobs)
      .where(sql`${outboxJobs.status} in ('Queued', 'Running', 'Dead')`)
      .groupBy(outboxJobs.status)
      .finally(() => (reading = null)));
  new Gauge({
    name: 'dukani_outbox_jobs',
    help: 'Outbox jobs by state, of all processes (Done jobs are not counted)',
    labelNames: ['state'] as const,
    registers: [app.metrics.registry],
    async collect() {
      const rows = await read();
      for (const state of STATES) this.set({ state }, rows.find((row) => row.status === state)?.jobs ?? 0);
    },
  });
  new Gauge({
    name: 'dukani_outbox_oldest_queued_age_seconds',
    help: 'How long the oldest due Queued job has waited since it became due (0 when none waits)',
    registers: [app.metrics.registry],
    async collect() {
      const rows = await read();
      this.set(Math.max(0, Number(rows.find((row) => row.status === 'Queued')?.waited ?? 0)));
    },
  });
}
