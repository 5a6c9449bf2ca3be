import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { findEtimsStats, type EtimsStats } from './etims-stats';

/** What KRA has not signed or been told yet, of all processes, read when scraped (etims-stats.ts). */
export function registerEtimsMetrics(app: FastifyInstance): void {
  let reading: Promise<EtimsStats> | null = null;
  const read = () => (reading ??= findEtimsStats(app.db).finally(() => (reading = null)));
  new Gauge({
    name: 'dukani_etims_documents_unsigned',
    help: 'eTIMS documents not signed by KRA: unsent (waiting for a number), sent (no answer yet), refused (needs a person)',
    labelNames: ['state'] as const,
    registers: [app.metrics.registry],
    async collect() {
      const { documents } = await read();
      for (const state of ['unsent', 'sent', 'refused'] as const) this.set({ state }, documents[state]);
    },
  });
  new Gauge({
    name: 'dukani_etims_stock_reports_unsent',
    help: 'Stock movements not yet reported to KRA: waiting, or refused',
    labelNames: ['state'] as const,
    registers: [app.metrics.registry],
    async collect() {
      const { stockReports } = await read();
      for (const state of ['waiting', 'refused'] as const) this.set({ state }, stockReports[state]);
    },
  });
  new Gauge({
    name: 'dukani_etims_oldest_waiting_age_seconds',
    help: 'How long the oldest document still waiting for KRA has waited (0 when none)',
    registers: [app.metrics.registry],
    async collect() {
      this.set((await read()).oldestWaitingSeconds);
    },
  });
}
