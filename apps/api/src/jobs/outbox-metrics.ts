import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { findOutboxStats, type OutboxStats, type WatchedJobStatus } from './outbox-stats';

const STATES: WatchedJobStatus[] = ['Queued', 'Running', 'Dead'];

/**
 * The outbox's backlog, read from the table when scraped (so every process reports the shared figure): jobs by state,
 * and how long the oldest job that is due has waited for a worker — the figure that says the workers fall behind.
 */
export function registerOutboxMetrics(app: FastifyInstance): void {
  // Both gauges come from one reading; a scrape collects them side by side, so they share the one in flight.
  let reading: Promise<OutboxStats> | null = null;
  const read = () => (reading ??= findOutboxStats(app.db).finally(() => (reading = null)));
  new Gauge({
    name: 'dukani_outbox_jobs',
    help: 'Outbox jobs by state, of all processes (Done jobs are not counted)',
    labelNames: ['state'] as const,
    registers: [app.metrics.registry],
    async collect() {
      const stats = await read();
      for (const state of STATES) this.set({ state }, stats.byStatus[state]);
    },
  });
  new Gauge({
    name: 'dukani_outbox_oldest_queued_age_seconds',
    help: 'How long the oldest due Queued job has waited since it became due (0 when none waits)',
    registers: [app.metrics.registry],
    async collect() {
      this.set((await read()).oldestDueSeconds);
    },
  });
}
