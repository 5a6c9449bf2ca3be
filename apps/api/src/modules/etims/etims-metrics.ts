import { ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { etimsDocuments, type EtimsDocumentState } from './etims.schema';

const UNSIGNED: EtimsDocumentState[] = ['Waiting', 'Refused'];

/** Sales and credit notes KRA has not signed yet, by state, read from the table when scraped (all processes). */
export function registerEtimsMetrics(app: FastifyInstance): void {
  new Gauge({
    name: 'dukani_etims_documents_unsigned',
    help: 'eTIMS documents not signed by KRA, by state (Waiting: to be sent or re-checked; Refused: needs a person)',
    labelNames: ['state'] as const,
    registers: [app.metrics.registry],
    async collect() {
      const rows = await app.db
        .select({ state: etimsDocuments.state, documents: sql<number>`count(*)::int` })
        .from(etimsDocuments)
        .where(ne(etimsDocuments.state, 'Signed'))
        .groupBy(etimsDocuments.state);
      for (const state of UNSIGNED) this.set({ state }, rows.find((row) => row.state === state)?.documents ?? 0);
    },
  });
}
